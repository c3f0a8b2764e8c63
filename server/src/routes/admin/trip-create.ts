import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newTripReplySchema, newTripRequestSchema, type NewTripReply } from '#common/contracts/desk-booking.ts';
import { formatCents, orderReference } from '#common/format/text.ts';
import type { PhoneBookingResult } from '../../modules/desk/phone-booking.ts';
import { actorOf, adminRefusals, refuse, sendRefusal } from './admin-replies.ts';

type Booked = Extract<PhoneBookingResult, { ok: true }>;

function newTripReply(result: Booked): NewTripReply {
  const { booked } = result;
  return {
    quote: result.quote,
    priceCents: result.priceCents,
    price: formatCents(result.priceCents),
    booked: booked && {
      tripId: booked.tripId,
      orderId: booked.orderId,
      reference: orderReference(booked.klantNr, booked.orderId),
      orderStatus: booked.orderStatus,
      payment: booked.paymentWay,
      collectCents: booked.collectCents,
      collect: formatCents(booked.collectCents),
      link: booked.link && { url: booked.link.url, expiresAt: booked.link.expiresAt.toISOString() },
    },
  };
}

/**
 * `POST /api/admin/trips` (docs/reference/api.md#admin-new-trip): a trip taken by phone, quoted (`preview`) or booked,
 * paid by a payment link, to the driver or on account (docs/decisions/034-desk-booking-payment-ways.md).
 */
export const tripCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        body: newTripRequestSchema,
        response: { 200: newTripReplySchema, 201: newTripReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const result = await app.desk.bookByPhone(actorOf(request), request.body);
      if (result.ok) return reply.code(result.booked ? 201 : 200).send(newTripReply(result));
      switch (result.error) {
        case 'tripInvalid':
          return sendRefusal(reply, { error: 'tripInvalid', ...(result.quote ? { quote: result.quote } : {}) });
        case 'placeNotFound':
          return refuse(reply, 'invalidFields', { [result.field === 'from' ? 'fromPlaceId' : 'toPlaceId']: 'invalid' });
        case 'callerInvalid':
          return refuse(reply, 'invalidFields', result.fields);
        default:
          return refuse(reply, result.error);
      }
    },
  );
};
