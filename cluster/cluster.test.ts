/**
 * The cluster test (docs/operations.md#the-cluster-test): every guarantee of running several instances, asserted
 * through nginx only. The cluster is started once for the file: three instances of the shipped unit on one PostgreSQL
 * schema and one Redis, behind nginx with the shipped proxy rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import { cartOf } from '#server-test/support/checkout.ts';
import { client } from './client.ts';
import { startCluster, type Cluster } from './harness.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Requests per minute per client address in the cluster: small, so the rate-limit test stays short. */
const rateLimit = 150;

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
  });
  api = client(cluster.url);
});

afterAll(async () => {
  await cluster?.stop();
});

/** The instances' addresses as nginx names them. */
const instanceAddresses = () => cluster.instances.map((instance) => `127.0.0.1:${instance.port}`).sort();

/** A client address of a test's own (loopback), so that no test uses another's rate limit. */
let nextClient = 10;
const newClient = () => `127.0.0.${nextClient++}`;

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
