import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertListReplySchema } from '#common/contracts/desk-alerts.ts';
import { owedLinkReplySchema, tripDetailReplySchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { manageOwedReplySchema, type ManageReply } from '#common/contracts/manage.ts';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { simulatorFailingRefundCents } from '../../src/modules/payments/providers/simulator.ts';
import { book, deskActors, history, type Booked } from '../desk/support.ts';
import { mollieStandIn } from '../payments/stand-ins.ts';
import { paidThenRaised, startServerPayingThroughMollie } from '../payments/mollie-server.ts';
import { findOrderRow, postWebhook, pressButton } from '../support/checkout.ts';
import { loggedInStaff } from '../support/desk.ts';
import { mailsAbout, readOutbox } from '../support/outbox.ts';
import { anotherInstance, dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

const host = 'localhost:8080';
const manageLinkPattern = /\/manage\/([A-Za-z0-9_-]{43})\b/;

/** The link webhook a provider calls for the order (what it posts is never trusted). */
const linkWebhook = (server: TestServer, orderId: number) =>
  server.app.inject({
    method: 'POST',
    url: `/api/payments/link-webhook/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'id=anything',
  });

const tripRow = (server: TestServer, tripId: number) =>
  server.app.db.selectFrom('order_trips').selectAll().where('id', '=', tripId).executeTakeFirstOrThrow();

describe.each(dialects)('what a paid order owes, and refunds followed to the end (%s)', (dialect) => {
  let server: TestServer;
  let dispatcher: Staff;
  let admin: Staff;
  let otherTenant: Staff;
  let actors: { admin: DeskActor; dispatcher: DeskActor };
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    admin = await loggedInStaff(server.app, { role: 'admin' });
    otherTenant = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    actors = await deskActors(server.app);
  });
  afterAll(() => server.close());

  const detail = async (tripId: number, staff = dispatcher) =>
    tripDetailReplySchema.parse((await staff.call('GET', `/api/admin/trips/${tripId}`)).json());
  const board = async (query: string, staff = dispatcher) => {
    const response = await staff.call('GET', `/api/admin/trips?range=week&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return tripListReplySchema.parse(response.json()).trips.map((trip) => trip.tripId);
  };
  /** A dispatcher sets the trip's price by hand, with a reason, as the trip page does. */
  const setPrice = async (tripId: number, priceCents: number) => {
    const version = new Date((await tripRow(server, tripId)).updated_at).toISOString();
    const edited = await dispatcher.call('PATCH', `/api/admin/trips/${tripId}`, {
      version,
      priceCents,
      priceReason: 'wachttijd',
    });
    expect(edited.json()).toMatchObject({ saved: true });
  };
  const bookOne = async (lang: 'nl' | 'en' = 'nl') => {
    const booked = await book(server.app, { lang });
    return { ...booked, tripId: booked.tripIds[0]! };
  };
  /** The mail of the desk's change of the trip (its subject names the trip), and those of what is owed (the order). */
  const owedMails = async (booked: Booked & { tripId: number }) =>
    (await readOutbox(server.settings.dataDir)).filter(
      (mail) =>
        mail.subject.startsWith(`Rit ${booked.tripId} gewijzigd`) ||
        mail.subject === `Nog te betalen voor uw rit (D${booked.klantNr}/${booked.orderId})`,
    );

  it('shows what a raised price leaves to pay, mails it with its link, and its payment clears it once', async () => {
    const booked = await bookOne();
    await setPrice(booked.tripId, 2000);

    const raised = await detail(booked.tripId);
    expect(raised.trip).toMatchObject({ owedCents: 750, owed: '€ 7,50', money: 'toPay', paymentState: 'paid' });
    expect(raised.order).toMatchObject({ owedCents: 750, owed: '€ 7,50', totalCents: 1250 });
    const link = raised.order.owedLink!;
    expect(link).toMatchObject({ amountCents: 750, amount: '€ 7,50' });
    // The mail of the change says what is still to pay, with the link for exactly that.
    const [changed] = await owedMails(booked);
    expect(changed?.text).toContain('Er is nog € 7,50 te betalen');
    expect(changed?.text).toContain(link.url);

    // The desk's button: the same link, mailed again, audited.
    const sent = await dispatcher.call('POST', `/api/admin/trips/${booked.tripId}/owed-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(owedLinkReplySchema.parse(sent.json())).toEqual({ link, mailed: true });
    const mails = await owedMails(booked);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Nog te betalen voor uw rit/));
    const audit = await server.app.db
      .selectFrom('desk_audit')
      .select(['action', 'staff_id'])
      .where('target', '=', `trip:${booked.tripId}`)
      .where('action', '=', 'owed_link_sent')
      .execute();
    expect(audit).toEqual([{ action: 'owed_link_sent', staff_id: dispatcher.staff.id }]);

    // The customer's manage page shows the same amount, and its pay button the same link.
    const confirmation = (await mailsAbout(server.settings.dataDir, booked)).find((mail) =>
      /^Bevestiging/.test(mail.subject),
    );
    const token = manageLinkPattern.exec(confirmation?.text ?? '')?.[1];
    const page = await server.app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host } });
    expect((page.json() as ManageReply).owedCents).toBe(750);
    const pay = await server.app.inject({ method: 'POST', url: `/api/manage/${token}/owed`, headers: { host } });
    expect(manageOwedReplySchema.parse(pay.json())).toEqual({ amountCents: 750, url: link.url });

    // Paid on the simulator; the webhook comes twice (a provider retries): recorded once.
    const paymentId = link.url.split('/').pop()!;
    expect((await pressButton(server.app, paymentId, 'paid')).statusCode).toBe(303);
    for (const _ of [1, 2]) expect((await linkWebhook(server, booked.orderId)).statusCode).toBe(200);
    expect(await findOrderRow(server.app, booked.orderId)).toMatchObject({ status: 'paid', total_cents: 2000 });
    expect(await tripRow(server, booked.tripId)).toMatchObject({ price_cents: 2000, paid_cents: 2000 });
    const paid = await detail(booked.tripId);
    expect(paid.trip).toMatchObject({ owedCents: 0, money: null });
    expect(paid.order).toMatchObject({ owedCents: 0, owedLink: null, totalCents: 2000 });
    expect(
      (await history(server.app, booked.tripId)).filter((row) => row.kind === 'payment' && row.from_value === 'owed'),
    ).toEqual([
      expect.objectContaining({ actor: 'customer', to_value: 'paid', field: expect.stringMatching(/:750$/) }),
    ]);
    const alerts = alertListReplySchema.parse((await dispatcher.call('GET', '/api/admin/alerts')).json()).alerts;
    expect(alerts.filter((alert) => alert.tripId === booked.tripId && alert.kind === 'owedPaid')).toHaveLength(1);
    const after = await server.app.inject({ method: 'POST', url: `/api/manage/${token}/owed`, headers: { host } });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: 'manageNothingOwed' });

    // What was paid by the link may be refunded as a whole: the order's total grew by it.
    const refunded = await server.app.desk.refund(
      actors.admin,
      { tripId: booked.tripId },
      { amountCents: 2000, idempotencyKey: `owed-all-${dialect}`, reason: '' },
    );
    expect(refunded).toMatchObject({ ok: true, refund: { amountCents: 2000 } });
  });

  it('offers a lowered paid price’s difference back, and marks and filters the board’s money', async () => {
    const toPay = await bookOne();
    await setPrice(toPay.tripId, 1500);
    const lowered = await bookOne();
    await setPrice(lowered.tripId, 1000);
    expect((await detail(lowered.tripId)).trip).toMatchObject({ overpaidCents: 250, owedCents: 0, money: null });

    // Cancelled by a dispatcher, who may not refund: money left and no refund.
    const owedRefund = await bookOne();
    expect(
      await server.app.desk.cancelTrip(actors.dispatcher, owedRefund.tripId, { reason: 'belde af' }),
    ).toMatchObject({ ok: true });
    const pending = await bookOne();
    const asked = await server.app.desk.refund(
      actors.admin,
      { tripId: pending.tripId },
      { amountCents: 500, idempotencyKey: `pending-${dialect}`, reason: '' },
    );
    expect(asked).toMatchObject({ ok: true, refund: { status: 'pending' } });

    const all = await board('');
    expect(all).toEqual(expect.arrayContaining([toPay.tripId, lowered.tripId, pending.tripId]));
    const toPayTrips = await board('money=toPay');
    expect(toPayTrips).toContain(toPay.tripId);
    expect(toPayTrips).not.toContain(lowered.tripId);
    const refundOwed = await board('money=refundOwed&status=canceled');
    expect(refundOwed).toContain(owedRefund.tripId);
    expect(await board('money=refundPending')).toContain(pending.tripId);
    expect(await board('money=refundPending')).not.toContain(owedRefund.tripId);
    const rows = tripListReplySchema.parse(
      (await dispatcher.call('GET', '/api/admin/trips?range=week&status=new,canceled')).json(),
    ).trips;
    const markOf = (tripId: number) => rows.find((row) => row.tripId === tripId)?.money;
    expect([markOf(toPay.tripId), markOf(owedRefund.tripId), markOf(pending.tripId), markOf(lowered.tripId)]).toEqual([
      'toPay',
      'refundOwed',
      'refundPending',
      null,
    ]);

    // Refunded: no mark, and no filter finds it any more.
    await server.app.desk.followUpRefunds(new Date(Date.now() + 61_000));
    expect(await board('money=refundPending')).not.toContain(pending.tripId);
    // The cancelled trip refunded: no longer owed a refund.
    await server.app.desk.refund(
      actors.admin,
      { tripId: owedRefund.tripId },
      { amountCents: 1250, idempotencyKey: `owed-refund-${dialect}`, reason: '' },
    );
    expect(await board('money=refundOwed&status=canceled')).not.toContain(owedRefund.tripId);
  });

  it('never asks again for money the desk gave back of a trip that stays booked', async () => {
    const refundOf = async (tripId: number, amountCents: number, key: string) => {
      const asked = await server.app.desk.refund(
        actors.admin,
        { tripId },
        { amountCents, idempotencyKey: `waive-${key}-${dialect}`, reason: 'lang gewacht' },
      );
      expect(asked).toMatchObject({ ok: true });
      await server.app.desk.followUpRefunds(new Date(Date.now() + 61_000));
    };
    // A goodwill refund: nothing to pay on the trip page, the board or the manage page.
    const goodwill = await bookOne();
    await refundOf(goodwill.tripId, 300, 'goodwill');
    expect((await detail(goodwill.tripId)).trip).toMatchObject({ owedCents: 0, overpaidCents: 0, money: null });
    expect((await detail(goodwill.tripId)).order).toMatchObject({ owedCents: 0, refundedCents: 300 });
    expect(await board('money=toPay')).not.toContain(goodwill.tripId);
    // A raise after it owes the raise only.
    await setPrice(goodwill.tripId, 1500);
    expect((await detail(goodwill.tripId)).trip).toMatchObject({ owedCents: 250, money: 'toPay' });

    // A price lowered first is paid above it: that refund gives the difference back, and a raise later owes it again.
    const lowered = await bookOne();
    await setPrice(lowered.tripId, 1000);
    await refundOf(lowered.tripId, 250, 'lowered');
    expect((await detail(lowered.tripId)).trip).toMatchObject({ owedCents: 0, overpaidCents: 0 });
    await setPrice(lowered.tripId, 1250);
    expect((await detail(lowered.tripId)).trip).toMatchObject({ owedCents: 250 });

    // A refund the provider fails gives back what it waived: the trip is paid in full again, nothing owed or waived.
    const failing = await bookOne();
    await refundOf(failing.tripId, simulatorFailingRefundCents, 'failing');
    expect(await tripRow(server, failing.tripId)).toMatchObject({ refund_reserved_cents: 0, waived_cents: 0 });
    expect((await detail(failing.tripId)).trip).toMatchObject({ owedCents: 0 });
  });

  it('keeps another tenant’s staff from the owed trip, its link and its filter', async () => {
    const booked = await bookOne();
    await setPrice(booked.tripId, 1750);
    const sent = await otherTenant.call('POST', `/api/admin/trips/${booked.tripId}/owed-link`);
    expect(sent.statusCode).toBe(404);
    expect((await otherTenant.call('GET', `/api/admin/trips/${booked.tripId}`)).statusCode).toBe(404);
    expect(await board('money=toPay', otherTenant)).not.toContain(booked.tripId);
    // Nothing owed: nothing to send.
    const paidInFull = await bookOne();
    const none = await admin.call('POST', `/api/admin/trips/${paidInFull.tripId}/owed-link`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: 'nothingOwed' });
  });

  describe('refunds followed without a click', () => {
    const refundedMails = async (booked: Booked) =>
      (await mailsAbout(server.settings.dataDir, booked)).filter((mail) =>
        /^Uw geld is onderweg terug|^Your money is on its way back/.test(mail.subject),
      );
    const askRefund = async (booked: { tripId: number }, amountCents: number, key: string) => {
      const asked = await server.app.desk.refund(
        actors.admin,
        { tripId: booked.tripId },
        { amountCents, idempotencyKey: `${key}-${dialect}`, reason: '' },
      );
      if (!asked.ok) throw new Error(asked.error);
      return asked.refund.id;
    };
    const refundRow = (id: number) =>
      server.app.db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('turns refunded by the payment’s webhook and mails the customer once', async () => {
      const booked = await bookOne('en');
      const id = await askRefund(booked, 400, 'by-webhook');
      const order = await findOrderRow(server.app, booked.orderId);
      for (const _ of [1, 2])
        expect((await postWebhook(server.app, 'simulator', order.provider_payment_id!)).statusCode).toBe(200);
      expect(await refundRow(id)).toMatchObject({ status: 'refunded', next_check_at: null });
      const mails = await refundedMails(booked);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('we have refunded € 4,00');
      // The follow-up later does not ask about it again.
      await server.app.desk.followUpRefunds(new Date(Date.now() + 3_600_000));
      expect(await refundRow(id)).toMatchObject({ checks: 0 });
    });

    it('turns refunded by the re-check with back-off, and mails once when the webhook races it', async () => {
      const booked = await bookOne();
      const id = await askRefund(booked, 300, 'by-recheck');
      // Not due yet: the first look is a minute after it was asked.
      await server.app.desk.followUpRefunds(new Date());
      expect(await refundRow(id)).toMatchObject({ status: 'pending', checks: 0 });
      const order = await findOrderRow(server.app, booked.orderId);
      const soon = new Date(Date.now() + 61_000);
      await Promise.all([
        server.app.desk.followUpRefunds(soon),
        postWebhook(server.app, 'simulator', order.provider_payment_id!),
        server.app.desk.followUpRefunds(soon),
      ]);
      expect(await refundRow(id)).toMatchObject({ status: 'refunded' });
      expect(await refundedMails(booked)).toHaveLength(1);
      expect((await history(server.app, booked.tripId)).filter((row) => row.to_value === 'refunded')).toHaveLength(1);
    });

    it('backs off after each look, and stops after fourteen days', async () => {
      const booked = await bookOne();
      const id = await askRefund(booked, 200, 'backoff');
      // The provider cannot be reached: the refund stays pending, and its next look comes later each time.
      const getRefund = vi
        .spyOn(server.app.payments.simulator, 'getRefund')
        .mockResolvedValue({ ok: false, error: { code: 'network_error', message: 'down' } });
      try {
        const created = new Date((await refundRow(id)).created_at).getTime();
        const waits: number[] = [];
        let at = created + 61_000;
        for (let look = 0; look < 6; look += 1) {
          expect(await server.app.desk.followUpRefunds(new Date(at))).toBeGreaterThanOrEqual(1);
          const next = (await refundRow(id)).next_check_at;
          waits.push(Math.round((new Date(next!).getTime() - at) / 60_000));
          at = new Date(next!).getTime();
        }
        expect(waits).toEqual([5, 30, 120, 720, 720, 720]);
        await server.app.desk.followUpRefunds(new Date(created + 14 * 24 * 3_600_000 - 60_000));
        expect((await refundRow(id)).next_check_at).toBeNull();
        expect((await refundRow(id)).status).toBe('pending');
      } finally {
        getRefund.mockRestore();
      }
    });

    it('raises a desk alert in words when a refund fails, and shows it on the trip page', async () => {
      const booked = await bookOne();
      const id = await askRefund(booked, simulatorFailingRefundCents, 'failing');
      await server.app.desk.followUpRefunds(new Date(Date.now() + 61_000));
      expect(await refundRow(id)).toMatchObject({ status: 'failed' });
      const alerts = alertListReplySchema.parse((await dispatcher.call('GET', '/api/admin/alerts')).json()).alerts;
      expect(alerts.filter((alert) => alert.tripId === booked.tripId && alert.kind === 'refundFailed')).toHaveLength(1);
      expect((await detail(booked.tripId)).refunds).toEqual([
        expect.objectContaining({ id, status: 'failed', failure: expect.any(String) }),
      ]);
      expect(await refundedMails(booked)).toEqual([]);
    });

    it('asks the provider once when two instances tick at the same time', async () => {
      const booked = await bookOne();
      const id = await askRefund(booked, 150, 'two-instances');
      const second = await anotherInstance(server);
      const first = vi.spyOn(server.app.payments.simulator, 'getRefund');
      const other = vi.spyOn(second.payments.simulator, 'getRefund');
      try {
        const soon = new Date(Date.now() + 61_000);
        await Promise.all([server.app.desk.followUpRefunds(soon), second.desk.followUpRefunds(soon)]);
        const { provider_refund_id: refundId } = await refundRow(id);
        const asks = [...first.mock.calls, ...other.mock.calls].filter(([, asked]) => asked === refundId);
        expect(asks).toHaveLength(1);
        expect(await refundRow(id)).toMatchObject({ status: 'refunded', checks: 1 });
        expect(await refundedMails(booked)).toHaveLength(1);
      } finally {
        first.mockRestore();
        other.mockRestore();
        await second.close();
      }
    });
  });
});

describe.each(dialects)('what is owed, paid through Mollie (against a stand-in of its API) (%s)', (dialect) => {
  const standIn = mollieStandIn();
  let server: TestServer;
  let dispatcher: DeskActor;
  let mollie: Awaited<ReturnType<typeof startServerPayingThroughMollie>> | undefined;

  beforeAll(async () => {
    mollie = await startServerPayingThroughMollie(standIn, dialect);
    server = mollie.server;
    ({ dispatcher } = await deskActors(server.app));
  });
  afterAll(() => mollie?.close());

  it('makes a Mollie payment link of exactly what is owed, and records it once paid, however often the webhook comes', async () => {
    const { order, tripId } = await paidThenRaised(server, standIn, dispatcher, 'mollie owed', 1900);
    const [link] = [...standIn.links.values()];
    expect(link).toMatchObject({
      amount: { currency: 'EUR', value: '6.50' },
      webhookUrl: `https://taxi.example.nl/api/payments/link-webhook/${order.id}`,
    });
    expect(await server.app.desk.linkWebhook(order.id)).toBe(true);
    expect((await findOrderRow(server.app, order.id)).total_cents).toBe(1250);
    standIn.payLink(link!.id);
    for (const _ of [1, 2]) expect((await linkWebhook(server, order.id)).statusCode).toBe(200);
    expect(await findOrderRow(server.app, order.id)).toMatchObject({ total_cents: 1900 });
    expect(await tripRow(server, tripId)).toMatchObject({ paid_cents: 1900, price_cents: 1900 });
    const outbox = await readOutbox(server.settings.dataDir);
    expect(outbox.some((mail) => mail.text.includes(`payment-links.mollie.com/payment/${link!.id.slice(3)}`))).toBe(
      true,
    );
  });
});
