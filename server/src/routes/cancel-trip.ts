import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelTripRequestSchema, type cancelTripErrors } from '#common/contracts/account.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import { cancelBookedTrip, cancellable, customerTrip, tripIdOf } from '../modules/accounts/bookings.ts';
import { loginResp } from '../modules/accounts/login-reply.ts';
import {
  cancellationConfirmation,
  cancellationNotice,
  type CanceledTripForMail,
} from '../modules/mail/account-mail.ts';

const refusal = (error: (typeof cancelTripErrors)[number]) => ({ error });

/**
 * `POST /api/cancel_trip.json` (docs/reference/api.md#cancel-trip): the logged-in customer cancels one of their own
 * booked trips while `xs.cancel` holds; the operator and the customer get a mail; the reply is the GET call's with the
 * updated trips.
 */
export const cancelTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cancel_trip.json',
    {
      schema: {
        body: cancelTripRequestSchema,
        response: { 200: loginRespSchema, 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      reply.header('cache-control', 'no-store');
      const customer = (await app.sessions.read(request))?.customer;
      if (!customer) return reply.code(401).send(refusal('loginRequired'));
      const tripId = tripIdOf(body.ritId);
      // Another customer's trip is as unknown as one that does not exist.
      const trip = tripId === undefined ? undefined : await customerTrip(app.db, tenant, customer.id, tripId);
      if (!trip) return reply.code(404).send(refusal('tripNotFound'));

      const now = new Date();
      // Already cancelled (a double click): the answer the first click got, and no second mail. A trip driven (done,
      // no-show) is no longer the customer's to cancel.
      if (trip.status !== 'canceled' && !isOpenTripStatus(trip.status))
        return reply.code(409).send(refusal('cancelNotAllowed'));
      if (isOpenTripStatus(trip.status)) {
        if (!cancellable(tenant, trip, now)) return reply.code(409).send(refusal('cancelNotAllowed'));
        if (await cancelBookedTrip(app.db, tenant, trip, now)) {
          request.log.info({ ritNr: trip.id, klantNr: customer.id }, 'Trip cancelled by the customer');
          await app.deskEvents.publish(tenant.id, {
            type: 'tripChanged',
            tripId: trip.id,
            orderId: trip.order_id,
            change: 'status',
          });
          const mail: CanceledTripForMail = {
            ritNr: trip.id,
            klantNr: customer.id,
            orderId: trip.order_id,
            datetime: trip.datetime,
            from: trip.from_text,
            to: trip.to_text,
            passengers: trip.passengers,
            customer: {
              name: customer.username ?? customer.email,
              email: customer.email,
              phone: customer.phone,
              lang: body.lang,
            },
            tenant,
          };
          try {
            await app.mailer.send(cancellationNotice(mail));
            if (isValidEmail(customer.email)) await app.mailer.send(cancellationConfirmation(mail));
          } catch (error) {
            // The trip is cancelled whatever the mail server does; the operator sees it in the bookings.
            request.log.error({ err: error, ritNr: trip.id }, 'Cancellation mail not sent');
          }
        } else {
          const again = await customerTrip(app.db, tenant, customer.id, trip.id);
          if (again?.status !== 'canceled') return reply.code(409).send(refusal('cancelNotAllowed'));
        }
      }
      return loginResp(app.db, tenant, customer, { withConfig: !body.skipconfig, now });
    },
  );
};
