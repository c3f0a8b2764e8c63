/**
 * The cluster test (docs/operations.md#the-cluster-test): every guarantee of running several instances, asserted
 * through nginx only. The cluster is started once for the file: three instances of the shipped unit on one PostgreSQL
 * schema and one Redis, behind nginx with the shipped proxy rules.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { createCustomer } from '#server/modules/customers/customers.ts';
import { previousPeriod } from '#server/modules/invoices/period.ts';
import { createStaff } from '#server/modules/staff/staff-admin.ts';
import { cartOf, person } from '#server-test/support/checkout.ts';
import { totpCode } from '#server-test/support/desk.ts';
import { insertCompany, insertOrder } from '#server-test/support/invoices.ts';
import { client, type Answer } from './client.ts';
import { nginxBinary, startCluster, type Cluster } from './harness.ts';
import { repoRoot } from '#server/config.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Requests per minute per client address in the cluster: small, so the rate-limit test stays short. */
const rateLimit = 150;

/** The company whose trips on account last month the scheduled invoice run finds at the start. */
const invoicedCompany = { name: 'Cluster Vervoer BV', email: 'facturen@cluster-vervoer.example' };

async function seedLastMonth(db: Kysely<Database>): Promise<void> {
  const companyId = await insertCompany({ db }, 'zakelijk', invoicedCompany.name, { email: invoicedCompany.email });
  const customer = await createCustomer(db, {
    tenantId: 'zakelijk',
    username: 'cluster-reiziger',
    email: 'reiziger@cluster-vervoer.example',
    companyId,
  });
  await insertOrder(
    { db },
    {
      tenantId: 'zakelijk',
      customerId: customer.id,
      companyId,
      trips: [{ datetime: `${previousPeriod(new Date())}-15 10:00`, priceCents: 4550 }],
    },
  );
}

let cluster: Cluster;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  if (!databaseUrl || !redisUrl)
    throw new Error(
      'The cluster test needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL (README, "Tests")',
    );
  cluster = await startCluster({
    databaseUrl,
    redisUrl,
    env: { RATE_LIMIT: String(rateLimit), JOB_INTERVAL_MS: '1000' },
    seed: seedLastMonth,
  });
  api = client(cluster.url);
});

afterAll(async () => {
  await cluster?.stop();
});

/** The instances' addresses as nginx names them. */
const instanceAddresses = () => cluster.instances.map((instance) => `127.0.0.1:${instance.port}`).sort();

/**
 * A client address of its own (loopback, 127.0.0.0/8 is all this machine's), so that no test, and no customer of the
 * load test, uses another's rate limit.
 */
let nextClient = 10;
const newClient = () => {
  const client = nextClient++;
  return `127.0.${Math.floor(client / 250)}.${(client % 250) + 1}`;
};

describe('nginx in front of three instances', () => {
  it('spreads requests round-robin over the three', async () => {
    const from = newClient();
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await api.call('/healthz', { from }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const upstreams = answers.map((answer) => answer.upstream);
    expect([...new Set(upstreams)].sort()).toEqual(instanceAddresses());
    // Round-robin: each instance in turn, twice.
    expect(upstreams.slice(3)).toEqual(upstreams.slice(0, 3));
  });

  it('accepts the shipped site with its TLS as it is (nginx -t), its paths put where this machine has them', async () => {
    const dir = path.join(cluster.dir, 'shipped');
    await mkdir(dir, { recursive: true });
    await cp(path.join(repoRoot, 'deploy/nginx'), path.join(dir, 'taxi'), { recursive: true });
    const site = path.join(dir, 'taxi/taxi.conf');
    const certificates = path.join(repoRoot, 'server/test/payments/fixtures');
    await writeFile(
      site,
      (await readFile(site, 'utf8'))
        .replaceAll('/etc/nginx/taxi/', `${dir}/taxi/`)
        .replace('/etc/letsencrypt/live/taxi.example.nl/fullchain.pem', `${certificates}/stand-in-cert.pem`)
        .replace('/etc/letsencrypt/live/taxi.example.nl/privkey.pem', `${certificates}/stand-in-key.pem`),
    );
    const main = path.join(dir, 'nginx.conf');
    await writeFile(
      main,
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        '    access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`),
        `    include ${site};`,
        '}',
      ].join('\n'),
    );
    const checked = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', main], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
  });

  it('passes its request id to the instance that answers', async () => {
    const answer = await api.call('/healthz', { from: newClient() });
    // nginx's $request_id: 32 hex digits, taken over as the answer's id.
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('orders', () => {
  it('makes one order of 50 concurrent submissions of one cart', async () => {
    const from = newClient();
    const cart = cartOf('cluster: fifty at once', { returnPath: `${cluster.url}/checkout` });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.call('/api/cart_transaction.json', { method: 'POST', body: cart, from })),
    );
    // Every instance took some of them.
    expect([...new Set(answers.map((answer) => answer.upstream))].sort()).toEqual(instanceAddresses());
    const orders = await cluster.db
      .selectFrom('orders')
      .select(['id', 'person'])
      .execute()
      .then((rows) => rows.filter((row) => row.person.includes('cluster: fifty at once')));
    expect(orders).toHaveLength(1);
    // Each answer is that order's payment, or "being paid for at this moment": never a second order.
    for (const answer of answers) {
      const reply = answer.json<CartTransactionReply>();
      if (answer.status === 200) expect(reply).toMatchObject({ success: true, orderId: orders[0]?.id });
      else expect({ status: answer.status, error: reply.error }).toEqual({ status: 409, error: 'orderInProgress' });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  const host = 'zakelijk.localhost';
  const loggedInAs = async (cookie: string, from: string) => {
    const answer = await api.call('/api/login_resp.json?skipconfig=1', { host, headers: { cookie }, from });
    return { upstream: answer.upstream, username: answer.json<{ username: string }>().username };
  };

  it('a session made on one instance works on the others, and a logout on one ends it on all', async () => {
    const from = newClient();
    const login = await api.call('/api/login_resp.json', {
      method: 'POST',
      host,
      from,
      body: { lang: 'nl', username: 'demo', password: 'Zakelijk-demo-2026', reset_password: false },
    });
    expect(login.status).toBe(200);
    const cookie = login.cookie('sid');
    expect(cookie).toBeDefined();

    const seen = [];
    for (let index = 0; index < 3; index++) seen.push(await loggedInAs(cookie!, from));
    expect(seen.map((each) => each.username)).toEqual(['demo', 'demo', 'demo']);
    expect(seen.map((each) => each.upstream).sort()).toEqual(instanceAddresses());

    const logout = await api.call('/api/logout.json', {
      method: 'POST',
      host,
      from,
      headers: { cookie: cookie! },
      body: { lang: 'nl' },
    });
    expect(logout.status).toBe(200);
    const after = [];
    for (let index = 0; index < 3; index++) after.push(await loggedInAs(cookie!, from));
    expect(after.map((each) => each.username)).toEqual(['', '', '']);
    expect(after.map((each) => each.upstream).sort()).toEqual(instanceAddresses());
  });
});

/** Waits for `check` to answer something other than undefined. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Lets every instance's job timers (JOB_INTERVAL_MS = 1 s) tick a few more times. */
const severalJobRounds = () => new Promise((resolve) => setTimeout(resolve, 4000));

/** The mails the mail server took for `address` whose text holds `text`. */
const mailsTo = (address: string, text: string) =>
  cluster.smtp.received.filter(
    // Long header lines are folded; unfolded, a subject reads as written.
    (mail) => mail.to.includes(address) && mail.data.replace(/\r?\n[ \t]+/g, ' ').includes(text),
  );

/** The order's payment at the Mollie stand-in. */
async function paymentOf(orderId: number) {
  const order = await cluster.db
    .selectFrom('orders')
    .select('provider_payment_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const payment = cluster.mollie.payments.get(order.provider_payment_id ?? '');
  if (!payment) throw new Error(`order ${orderId} has no payment at the stand-in`);
  return payment;
}

/** Mollie's webhook call for the payment, as Mollie posts it: the payment id, form-encoded. */
const mollieWebhook = (paymentId: string) =>
  api.call('/api/payments/webhook/mollie', {
    method: 'POST',
    from: '127.0.0.2',
    body: new URLSearchParams({ id: paymentId }),
  });

const orderStatus = async (orderId: number) =>
  (await cluster.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

/** A demo order of the customer, booked through nginx and paid at Mollie, its webhook told. */
async function paidOrder(email: string, from: string): Promise<{ orderId: number; paymentId: string }> {
  const answer = await api.call('/api/cart_transaction.json', {
    method: 'POST',
    from,
    body: cartFor(email, `cluster: ${email}`),
  });
  expect(answer.status, answer.body).toBe(200);
  const orderId = answer.json<CartTransactionReply>().orderId!;
  const payment = await paymentOf(orderId);
  payment.status = 'paid';
  expect((await mollieWebhook(payment.id)).status).toBe(200);
  await eventually('the order paid', async () => ((await orderStatus(orderId)) === 'paid' ? true : undefined));
  return { orderId, paymentId: payment.id };
}

/** A cart of the demo tenant of a customer of its own (their address) and remark: an order of its own. */
const cartFor = (email: string, remarks: string) =>
  cartOf(remarks, { person: { ...person, custemail: email, remarks }, returnPath: `${cluster.url}/checkout` });

let staffMade = 0;

/** An admin of the tenant (made as the CLI makes one), logged in through nginx with password and code. */
async function deskLogin(tenantId: string, host: string, from: string) {
  staffMade += 1;
  const email = `beheer${staffMade}@${tenantId}.cluster.example`;
  const password = `Cluster-balie-wachtwoord-${staffMade}`;
  const secret = new Secret({ size: 20 }).base32;
  const created = await createStaff(
    cluster.db,
    tenantId,
    { email, name: `Beheerder ${staffMade}`, role: 'admin', password },
    { via: 'cli' },
    { totp: { secret, enrolledAt: new Date() } },
  );
  if (!created.ok) throw new Error(created.error);
  const first = await api.call('/api/admin/login', { method: 'POST', host, from, body: { email, password } });
  const waiting = first.cookie('desk_session');
  expect(first.status, first.body).toBe(200);
  const second = await api.call('/api/admin/totp', {
    method: 'POST',
    host,
    from,
    headers: { cookie: waiting! },
    body: { code: totpCode(secret) },
  });
  expect(second.status, second.body).toBe(200);
  const cookie = second.cookie('desk_session')!;
  return {
    cookie,
    call: (path: string, options: { method?: string; body?: unknown } = {}) =>
      api.call(path, { host, from, headers: { cookie }, ...options }),
  };
}

describe('limits', () => {
  it('counts the rate limit across instances: the requests of one client over all three add up', async () => {
    const from = newClient();
    const answers: Answer[] = [];
    for (let batch = 0; batch < rateLimit / 10; batch++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => api.call('/api/login_resp.json?skipconfig=1', { from })),
        )),
      );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect([...new Set(answers.map((answer) => answer.upstream))].sort()).toEqual(instanceAddresses());
    // Each instance saw a third of the limit, and yet the next request is refused, on whichever instance it lands.
    for (let index = 0; index < 3; index++)
      expect((await api.call('/api/login_resp.json?skipconfig=1', { from })).status).toBe(429);
    // An address the client writes into X-Forwarded-For itself is not believed (TRUST_PROXY names nginx only).
    const disguised = await api.call('/api/login_resp.json?skipconfig=1', {
      from,
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(disguised.status).toBe(429);
    // Another client is not held up.
    expect((await api.call('/api/login_resp.json?skipconfig=1', { from: newClient() })).status).toBe(200);
  });

  it('counts failed logins across instances: the sixth guess is held, and so is the right password', async () => {
    const from = newClient();
    const login = (password: string) =>
      api.call('/api/login_resp.json', {
        method: 'POST',
        host: 'zakelijk.localhost',
        from,
        body: { lang: 'nl', username: 'demo', password, reset_password: false },
      });
    const guesses: Answer[] = [];
    for (let index = 0; index < 5; index++) guesses.push(await login(`geraden-${index}`));
    expect(guesses.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect([...new Set(guesses.map((answer) => answer.upstream))].sort()).toEqual(instanceAddresses());
    const sixth = await login('geraden-5');
    expect({ status: sixth.status, body: sixth.json() }).toEqual({
      status: 429,
      body: { error: 'tooManyAttempts', message: '' },
    });
    expect((await login('Zakelijk-demo-2026')).status).toBe(429);
  });
});

describe('settings', () => {
  it('a tariff saved on one instance is in force on the others for the next quote', async () => {
    const from = newClient();
    const host = 'zakelijk.localhost';
    const admin = await deskLogin('zakelijk', host, from);
    const quote = () =>
      api.call('/api/trip_request.json', {
        method: 'POST',
        host,
        from,
        body: { lang: 'nl', proforma: '1', validate: '*', trip: cartOf('').trips[0] },
      });
    const before = await quote();
    expect(before.status, before.body).toBe(200);
    const current = (await admin.call('/api/admin/settings')).json<{
      version: number;
      config: { tariff: Record<string, unknown> };
    }>();
    const saved = await admin.call('/api/admin/settings/tariff', {
      method: 'PUT',
      body: { version: current.version, value: { tariff: { ...current.config.tariff, minimumFareCents: 9900 } } },
    });
    expect(saved.status, saved.body).toBe(200);
    const quotes: Answer[] = [];
    for (let index = 0; index < 3; index++) quotes.push(await quote());
    expect(quotes.map((answer) => answer.json<{ amounttopay: string }>().amounttopay)).toEqual([
      '99.00',
      '99.00',
      '99.00',
    ]);
    expect(quotes.map((answer) => answer.upstream).sort()).toEqual(instanceAddresses());
  });
});

describe('payments and the desk board', () => {
  it('a booking, its payment and a driver’s steps show on a board connected to another instance; paid once, mailed once', async () => {
    const from = newClient();
    const admin = await deskLogin('demo', 'localhost', from);
    const board = api.events('/api/admin/events', { from, headers: { cookie: admin.cookie } });
    expect(await board.opened).toBe(200);
    const eventOf = (name: string, match: Record<string, unknown>) =>
      board.next((event) => {
        if (event.event !== name) return false;
        const data = JSON.parse(event.data) as Record<string, unknown>;
        return Object.entries(match).every(([key, value]) => data[key] === value);
      });

    // The customer books on an instance other than the board's.
    const customer = 'betaler@cluster.example';
    let booked: Answer | undefined;
    for (let attempt = 0; attempt < 3 && !booked; attempt++) {
      const answer = await api.call('/api/cart_transaction.json', {
        method: 'POST',
        from,
        body: cartFor(customer, `cluster: board ${attempt}`),
      });
      expect(answer.status, answer.body).toBe(200);
      if (answer.upstream !== board.upstream()) booked = answer;
    }
    const orderId = booked!.json<CartTransactionReply>().orderId!;
    const created = await eventOf('tripCreated', { orderId, orderStatus: 'pending' });
    const { tripId } = JSON.parse(created.data) as { tripId: number };

    // Mollie says paid: its webhook and the customer's return arrive at once, on two instances.
    const payment = await paymentOf(orderId);
    payment.status = 'paid';
    const creation = cluster.mollie.requests.find(
      (request) =>
        request.method === 'POST' &&
        request.url === '/v2/payments' &&
        (JSON.parse(request.body) as { metadata: { orderId: number } }).metadata.orderId === orderId,
    );
    const returnAddress = new URL((JSON.parse(creation!.body) as { redirectUrl: string }).redirectUrl);
    const [webhook, back] = await Promise.all([
      mollieWebhook(payment.id),
      api.call(`${returnAddress.pathname}${returnAddress.search}`, { from }),
    ]);
    expect(webhook.status).toBe(200);
    expect(back.status).toBe(303);
    expect(back.headers.location).toMatch(/^\/payment\/success\//);
    expect(webhook.upstream).not.toBe(back.upstream);
    await eventOf('tripCreated', { orderId, orderStatus: 'paid' });
    expect(await orderStatus(orderId)).toBe('paid');
    await eventually('the confirmation', async () => mailsTo(customer, 'Bevestiging').at(0));
    await severalJobRounds();
    expect(mailsTo(customer, 'Bevestiging')).toHaveLength(1);

    // A driver signs in on their phone with the link mailed to them, takes the trip and sets off.
    const driverEmail = 'chauffeur@cluster.example';
    const vehicle = await admin.call('/api/admin/vehicles', {
      method: 'POST',
      body: { name: 'Cluster Taxi', plate: 'CL-123-X', seats: 4, luggage: 3, vehicleClass: 'sedan' },
    });
    expect(vehicle.status, vehicle.body).toBe(201);
    const driver = await admin.call('/api/admin/drivers', {
      method: 'POST',
      body: {
        name: 'Cluster Chauffeur',
        phone: '+31 6 11112222',
        email: driverEmail,
        usualVehicleId: vehicle.json<{ id: number }>().id,
      },
    });
    expect(driver.status, driver.body).toBe(201);
    const driverId = driver.json<{ id: number }>().id;
    const link = await admin.call(`/api/admin/drivers/${driverId}/sign-in-link`, {
      method: 'POST',
      body: { lang: 'nl' },
    });
    expect(link.status, link.body).toBe(202);
    const linkMail = await eventually('the sign-in link', async () => mailsTo(driverEmail, 'sign-in').at(0));
    // The text part is quoted-printable: soft line breaks and `=3D` for `=`.
    const text = linkMail.data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const token = /sign-in#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token).toBeDefined();
    const signedIn = await api.call('/api/driver/sign-in', { method: 'POST', from, body: { token } });
    expect(signedIn.status, signedIn.body).toBe(200);
    const phone = { cookie: signedIn.cookie('driver_session')! };
    const assigned = await admin.call(`/api/admin/trips/${tripId}/transition`, {
      method: 'POST',
      body: { to: 'assigned', driverId },
    });
    expect(assigned.status, assigned.body).toBe(200);
    await eventOf('tripChanged', { tripId, change: 'status' });
    const driverCall = (path: string, body: unknown) =>
      api.call(path, { method: 'POST', from, headers: { cookie: phone.cookie }, body });
    expect((await driverCall(`/api/driver/jobs/${tripId}/accept`, {})).status).toBe(200);
    const onTheWay = await driverCall(`/api/driver/jobs/${tripId}/status`, { to: 'on_the_way' });
    expect(onTheWay.status, onTheWay.body).toBe(200);
    const stepped = board.received.filter(
      (event) => event.event === 'tripChanged' && (JSON.parse(event.data) as { tripId: number }).tripId === tripId,
    );
    await eventually('the driver’s step on the board', async () =>
      board.received.length > stepped.length ? true : undefined,
    );
    expect(JSON.parse(board.received.at(-1)!.data)).toMatchObject({ tripId, change: 'step' });
    board.close();
  });
});

describe('scheduled jobs run once across the instances', () => {
  it('a confirmation that failed is retried and goes out once', async () => {
    const customer = 'herkansing@cluster.example';
    cluster.smtp.state.refusing = true;
    try {
      await paidOrder(customer, newClient());
      // The mail server refuses while every instance's retry comes round.
      await severalJobRounds();
    } finally {
      cluster.smtp.state.refusing = false;
    }
    await eventually('the retried confirmation', async () => mailsTo(customer, 'Bevestiging').at(0));
    await severalJobRounds();
    expect(mailsTo(customer, 'Bevestiging')).toHaveLength(1);
  });

  it('a pending refund is asked about once when its time comes, and its mail goes out once', async () => {
    const from = newClient();
    const customer = 'terugbetaling@cluster.example';
    const admin = await deskLogin('demo', 'localhost', from);
    const { orderId, paymentId } = await paidOrder(customer, from);
    const asked = await admin.call(`/api/admin/orders/${orderId}/refunds`, {
      method: 'POST',
      body: { amountCents: 500, idempotencyKey: 'cluster-refund-1', reason: 'Te veel betaald' },
    });
    expect(asked.status, asked.body).toBe(200);
    const refund = [...cluster.mollie.refunds.values()].find((each) => each.paymentId === paymentId)!;
    expect(refund.status).toBe('pending');
    const looks = () =>
      cluster.mollie.requests.filter((request) => request.method === 'GET' && request.url.endsWith(`/${refund.id}`));
    expect(looks()).toHaveLength(0);
    // Mollie has paid it out; the follow-up's first look is due now (the stored time moves, the clock cannot).
    refund.status = 'refunded';
    await cluster.db
      .updateTable('refunds')
      .set({ next_check_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', orderId)
      .execute();
    await eventually('the refund settled', async () => {
      const row = await cluster.db
        .selectFrom('refunds')
        .select('status')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row?.status === 'refunded' ? true : undefined;
    });
    await severalJobRounds();
    expect(looks()).toHaveLength(1);
    expect(mailsTo(customer, 'Uw geld is onderweg terug')).toHaveLength(1);
  });

  it('an expired payment link is released once and its notice mailed once', async () => {
    const customer = 'vervallen@cluster.example';
    const answer = await api.call('/api/cart_transaction.json', {
      method: 'POST',
      from: newClient(),
      body: cartFor(customer, 'cluster: expired link'),
    });
    const orderId = answer.json<CartTransactionReply>().orderId!;
    // The desk's payment link of a phone booking, unpaid at Mollie, whose time ran out a minute ago.
    const linkId = 'pl_ClusterExpired1';
    cluster.mollie.links.set(linkId, {
      id: linkId,
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Rit',
    });
    await cluster.db
      .updateTable('orders')
      .set({ payment_way: 'link', provider_payment_id: linkId, link_expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', orderId)
      .execute();
    await eventually('the link released', async () => ((await orderStatus(orderId)) === 'expired' ? true : undefined));
    await eventually('the notice', async () => mailsTo(customer, 'Rit vervallen').at(0));
    await severalJobRounds();
    expect(mailsTo(customer, 'Rit vervallen')).toHaveLength(1);
  });

  it('last month’s invoice of a company is issued once and mailed once', async () => {
    const invoicesOf = () =>
      cluster.db
        .selectFrom('invoices')
        .innerJoin('companies', 'companies.id', 'invoices.company_id')
        .select(['invoices.number', 'invoices.kind'])
        .where('companies.name', '=', invoicedCompany.name)
        .execute();
    await eventually('the invoice', async () => ((await invoicesOf()).length > 0 ? true : undefined));
    await eventually('its mail', async () => mailsTo(invoicedCompany.email, '').at(0));
    await severalJobRounds();
    expect(await invoicesOf()).toEqual([{ number: expect.any(String), kind: 'invoice' }]);
    expect(mailsTo(invoicedCompany.email, '')).toHaveLength(1);
  });
});

describe('an instance killed mid-load', () => {
  interface Attempt {
    status: number;
    orderId: number | null;
    upstream: string;
    startedAt: number;
  }

  /** A submission, and the client's retries of the same cart while nginx answers that it failed. */
  async function submit(remarks: string, from: string): Promise<Attempt[]> {
    const attempts: Attempt[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const startedAt = Date.now();
      const answer = await api
        .call('/api/cart_transaction.json', { method: 'POST', from, body: cartFor('last@cluster.example', remarks) })
        .catch(() => undefined);
      const reply = answer?.headers['content-type']?.includes('json') ? answer.json<CartTransactionReply>() : undefined;
      attempts.push({
        status: answer?.status ?? 0,
        orderId: reply?.orderId ?? null,
        upstream: answer?.upstream ?? '',
        startedAt,
      });
      if (answer?.status === 200 || answer?.status === 409) break;
    }
    return attempts;
  }

  it('loses no order and doubles none; nginx carries on with the other two', async () => {
    const victim = cluster.instances[2]!;
    const victimAddress = `127.0.0.1:${victim.port}`;
    const carts = new Map<string, Attempt[]>();
    let killedAt = Number.POSITIVE_INFINITY;
    const killer = setTimeout(() => {
      killedAt = Date.now();
      victim.process.kill('SIGKILL');
    }, 2500);
    // Four at a time for six seconds, each cart a customer of its own: one client's many carts would meet the rate
    // limit, sooner the faster the machine.
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        const until = Date.now() + 6000;
        for (let index = 0; Date.now() < until; index++) {
          const remarks = `cluster: load ${worker}-${index}`;
          carts.set(remarks, await submit(remarks, newClient()));
        }
      }),
    );
    clearTimeout(killer);
    expect(victim.process.signalCode).toBe('SIGKILL');

    const all = [...carts.values()].flat();
    // The killed instance took its share before the kill.
    expect(all.some((attempt) => attempt.upstream === victimAddress && attempt.startedAt < killedAt)).toBe(true);
    // A second after the kill nginx no longer tries it: every submission succeeds at once.
    const later = [...carts.values()].filter((attempts) => attempts[0]!.startedAt > killedAt + 1000);
    expect(later.length).toBeGreaterThan(0);
    expect(later.map((attempts) => attempts.map((attempt) => attempt.status))).toEqual(later.map(() => [200]));

    const orders = await cluster.db.selectFrom('orders').select(['id', 'person']).execute();
    for (const [remarks, attempts] of carts) {
      const made = orders.filter((order) => (JSON.parse(order.person) as { remarks: string }).remarks === remarks);
      const last = attempts.at(-1)!;
      // Every cart ends with one order, which the client's last answer names (a retry of a cart whose first try died
      // with the instance finds that order: "being paid for at this moment" until its claim runs out).
      expect({ remarks, orders: made.map((order) => order.id), status: [200, 409].includes(last.status) }).toEqual({
        remarks,
        orders: [last.orderId],
        status: true,
      });
    }
  });
});
