/**
 * The operator's board: `npm run bench -- board [--trips 50000] [--days 90] [--seconds 20] [--rate 50]`.
 * Seeds a fresh database (SQLite in a temporary folder, or a schema of its own on DATABASE_URL's PostgreSQL) with
 * --trips trips of the demo tenant over --days days (and a tenth as many of another tenant), starts the app on it, logs
 * a dispatcher in to the desk, then asks `GET /api/admin/trips` over HTTP at an even --rate per second: a day's trips,
 * and a search over all dates. Figures go in docs/figures.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { tripStatuses } from '#common/contracts/trip-status.ts';
import { formatTripDatetime, instantOfWallTime, wallTimeAt } from '#common/fields/trip-datetime.ts';
import { buildApp } from '#server/app.ts';
import { loadSettings } from '#server/config.ts';
import { openDatabase } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { tripSearchText } from '#server/db/trip-search.ts';
import { createStaff } from '#server/modules/staff/staff-admin.ts';
import { formatResult, type LoadResult } from './load.ts';

const usage = 'Usage: npm run bench -- board [--trips 50000] [--days 90] [--seconds 20] [--rate 50]';

/** The demo tenant's host: the desk session and the trips are the demo operator's. */
const host = 'localhost:8080';

/** One list call of the board: `GET /api/admin/trips` with its query, answered in full. */
type ListCall = (query: string) => Promise<void>;

/** A small seeded generator (mulberry32): the same data every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ['Jan', 'Anneke', 'Kees', 'Fatima', 'Sven', 'Lotte', 'Mohamed', 'Eva', 'Pieter', 'Zoë', 'Daan'];
const lastNames = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'];
const streets = ['Herestraat', 'Oosterstraat', 'Paterswoldseweg', 'Hereweg', 'Lageweg', 'Zuiderdiep', 'Vismarkt'];
const cities = ['Groningen', 'Haren', 'Noordlaren', 'Assen', 'Leek', 'Zuidhorn'];

/** Trips, their orders and guest customers, written as a checkout writes them, in batches. */
export async function seed(db: Kysely<Database>, tenantId: string, trips: number, days: number, random: () => number) {
  const today = wallTimeAt(new Date());
  const firstDay = Date.UTC(today.year, today.month - 1, today.day) - Math.floor(days / 3) * 86_400_000;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const batch = 500;
  for (let done = 0; done < trips; done += batch) {
    await db.transaction().execute(async (trx) => {
      const count = Math.min(batch, trips - done);
      const now = new Date();
      const people = Array.from({ length: count }, () => {
        const name = `${pick(firstNames)} ${pick(lastNames)}`;
        const phone = `+316${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
        const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${Math.floor(random() * 1000)}@example.com`;
        return { name, phone, email };
      });
      const customers = await trx
        .insertInto('customers')
        .values(
          people.map((person) => ({
            tenant_id: tenantId,
            username: null,
            email: person.email,
            password_hash: null,
            phone: person.phone,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const orders = await trx
        .insertInto('orders')
        .values(
          customers.map((customer, index) => ({
            tenant_id: tenantId,
            customer_id: customer.id,
            hash: randomBytes(24).toString('base64url'),
            status: random() < 0.9 ? ('paid' as const) : ('pending' as const),
            lang: 'nl',
            person: JSON.stringify({
              custname: people[index]!.name,
              custemail: people[index]!.email,
              custtel: people[index]!.phone,
              remarks: '',
            }),
            total_cents: 1250 + Math.floor(random() * 8000),
            cart_fingerprint: randomBytes(16).toString('hex'),
            return_origin: 'http://localhost:8080',
            // Their confirmations went out long ago: the app would mail every one at its start otherwise.
            mailed_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'customer_id', 'total_cents'])
        .execute();
      await trx
        .insertInto('order_trips')
        .values(
          orders.map((order, index) => {
            const day = new Date(firstDay + Math.floor(random() * days) * 86_400_000);
            const wall = {
              year: day.getUTCFullYear(),
              month: day.getUTCMonth() + 1,
              day: day.getUTCDate(),
              hour: 5 + Math.floor(random() * 19),
              minute: Math.floor(random() * 6) * 10,
            };
            const from = `${pick(streets)} ${1 + Math.floor(random() * 200)}, ${pick(cities)}`;
            const to =
              random() < 0.3
                ? 'Station Groningen'
                : `${pick(streets)} ${1 + Math.floor(random() * 200)}, ${pick(cities)}`;
            const flight = random() < 0.1 ? `KL${1000 + Math.floor(random() * 9000)}` : '';
            const person = people[index]!;
            const stop = (text: string) => ({
              atype: -1,
              nr: '',
              address: {
                id: `a:${text}`,
                text,
                street: text,
                nr: '',
                cityName: '',
                postcode: '',
                lat: 53.2,
                lng: 6.56,
                flightInfo: false,
                category: '',
                atype: -1,
                bookable: true,
                streetShortName: '',
              },
              flightNumber: flight,
              flightOrigin: '',
              flightArrival: '',
            });
            return {
              tenant_id: tenantId,
              order_id: order.id,
              position: 0,
              status: pick(tripStatuses),
              datetime: formatTripDatetime(wall),
              pickup_at: instantOfWallTime(wall),
              trip: JSON.stringify({
                title: '',
                datetime: formatTripDatetime(wall),
                reverse: false,
                tour: [stop(from), stop(to)],
                extraTripInfo: '',
                passengerCount: 2,
                bagage: 1,
                vehicleClass: 'sedan',
              }),
              from_text: from,
              to_text: to,
              passengers: 1 + Math.floor(random() * 4),
              flight_number: flight,
              extra_info: '',
              price_cents: order.total_cents,
              duration_minutes: 20,
              vehicle_class: 'sedan',
              search_text: tripSearchText({
                klantNr: order.customer_id,
                orderId: order.id,
                contact: [person.name, person.email, person.phone],
                fromText: from,
                toText: to,
                flightNumber: flight,
              }),
              updated_at: now,
            };
          }),
        )
        .execute();
    });
  }
}

/** Calls sent at an even rate whatever the answers do (an open loop), each timed from when it was due. */
async function pacedCalls(call: () => Promise<unknown>, rate: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const interval = 1000 / rate;
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let sent = 0; sent < total;) {
    for (; sent < total && started + sent * interval <= performance.now(); sent++) {
      const due = started + sent * interval;
      pending.push(
        call().then(
          () => void latencies.push(performance.now() - due),
          () => void errors++,
        ),
      );
    }
    await sleep(1);
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies.at(-1) ?? 0 },
    requests: latencies.length,
    errors,
    non2xx: 0,
  };
}

/**
 * A GET of the desk; `compressed` as a browser asks (the server compresses, as it does for the desk). The body (as
 * text unless compressed), or a failure for any answer but 200.
 */
function get(agent: http.Agent, url: string, cookie: string, compressed = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { host, cookie, 'accept-encoding': compressed ? 'gzip, deflate, br' : 'identity' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(`${url}: ${response.statusCode} ${body}`));
        });
      },
    );
    request.on('error', reject);
  });
}

/** The desk's two login steps (password, then the code of the secret); answers the full session's cookie. */
async function logIn(baseUrl: string, credentials: { email: string; password: string }, secret: string) {
  const post = (url: string, body: object, cookie?: string) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookieOf = (response: Response) => {
    const cookie = /desk_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!response.ok || !cookie) throw new Error(`desk login: ${response.status}`);
    return cookie;
  };
  const waiting = cookieOf(await post('/api/admin/login', credentials));
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  return cookieOf(await post('/api/admin/totp', { code }, waiting));
}

/** A schema of its own on the PostgreSQL server, dropped afterwards. */
export async function postgresSchema(baseUrl: string) {
  const name = `bench_board_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${name}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { url: url.toString(), drop: () => run(`drop schema ${name} cascade`) };
}

export async function board(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      trips: { type: 'string', default: '50000' },
      days: { type: 'string', default: '90' },
      seconds: { type: 'string', default: '20' },
      rate: { type: 'string', default: '50' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const trips = Number(values.trips);
  const days = Number(values.days);
  const seconds = Number(values.seconds);
  const rate = Number(values.rate);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-bench-board-'));
  const schema = process.env.DATABASE_URL ? await postgresSchema(process.env.DATABASE_URL) : undefined;
  const db = await openDatabase({ databaseUrl: schema?.url, dataDir });
  let app: FastifyInstance | undefined;
  try {
    const random = seeded(11);
    const seeding = performance.now();
    await seed(db, 'demo', trips, days, random);
    await seed(db, 'zakelijk', Math.floor(trips / 10), days, random);
    // What autovacuum does a while after a bulk insert: statistics to plan from, and the visibility map that lets
    // PostgreSQL answer from an index alone.
    if (schema) await sql`vacuum analyze`.execute(db);
    console.log(
      `Board on ${schema ? 'PostgreSQL' : 'SQLite'}: ${trips.toLocaleString('en-US')} trips of the demo tenant over ${days} days seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    // The dispatcher the calls are made as, enrolled with a secret of this run.
    const secret = new Secret({ size: 20 }).base32;
    const credentials = { email: 'bench@taxi-martini.example', password: randomBytes(12).toString('base64url') };
    const made = await createStaff(
      db,
      'demo',
      { ...credentials, name: 'Bench dispatcher', role: 'dispatcher' },
      { via: 'cli' },
      { totp: { secret, enrolledAt: new Date() } },
    );
    if (!made.ok) throw new Error(`no bench staff member: ${made.error}`);
    await db.destroy();
    app = await buildApp(
      loadSettings({
        DATA_DIR: dataDir,
        DATABASE_URL: schema?.url,
        RATE_LIMIT: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      }),
      { webRoot: path.join(dataDir, 'no-web-build') },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await logIn(baseUrl, credentials, secret);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const list: ListCall = (query) => get(agent, `${baseUrl}/api/admin/trips${query}`, cookie, true).then(() => {});
    const scenarios: Array<[string, string]> = [
      ['a day (today)', '?range=today'],
      ['a search, all dates ("jansen")', '?search=jansen'],
      ['a search, all dates ("kl12")', '?search=kl12'],
    ];
    for (const [name, query] of scenarios) {
      const sample = tripListReplySchema.parse(
        JSON.parse(await get(agent, `${baseUrl}/api/admin/trips${query}`, cookie)),
      );
      for (let warm = 0; warm < 20; warm++) await list(query);
      console.log(
        `\n${name}: ${sample.total.toLocaleString('en-US')} trips match; load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      );
      console.log(formatResult(`steady ${rate} calls/s`, await pacedCalls(() => list(query), rate, seconds)));
    }
    agent.destroy();
  } finally {
    await (app ? app.close() : db.destroy());
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return 0;
}
