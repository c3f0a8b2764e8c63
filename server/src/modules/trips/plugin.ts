import fp from 'fastify-plugin';
import { unquotedTripReply, type Trip } from '#common/contracts/trip.ts';
import { halfHourHasRoom } from '#common/tenant/service-rules.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { tripsInHalfHour } from './half-hour.ts';
import { stopIds } from './places.ts';
import { quoteTrip, routesOf, type TripQuote } from './quote-trip.ts';

export interface Trips {
  /**
   * `trip_request.json`: the trip checked and priced now, its stops the places the tenant's address search knows; a
   * half hour already full is said here too, though only the booking holds the place (docs/decisions/043-service-rules.md).
   */
  quote(tenant: Tenant, trip: Trip): Promise<TripQuote>;
}

declare module 'fastify' {
  interface FastifyInstance {
    trips: Trips;
  }
}

/** Trip checks and quotes, over the address search's places. */
export const tripsPlugin = fp(
  async (app) => {
    app.decorate('trips', {
      quote: async (tenant, trip) => {
        const findPlace = await app.places.finder(tenant, stopIds([trip]));
        const routes = await routesOf(app.roads, [trip], tenant, findPlace);
        const quote = quoteTrip(trip, tenant, { now: new Date(), findPlace, routes });
        if (quote.status !== 200 || tenant.serviceRules.maxTripsPerHalfHour === null) return quote;
        const booked = await tripsInHalfHour(app.db, tenant.id, quote.fixedtriptime);
        return halfHourHasRoom(booked, tenant.serviceRules) ? quote : { ...unquotedTripReply, error: 'halfHourFull' };
      },
    } satisfies Trips);
  },
  { name: 'trips', dependencies: ['places', 'routing', 'database'] },
);
