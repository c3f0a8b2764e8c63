import fp from 'fastify-plugin';
import type { Trip } from '#common/contracts/trip.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { quoteTrip, type TripQuote } from './quote-trip.ts';

export interface Trips {
  /** `trip_request.json`: the trip checked and priced now, its stops the places the tenant's address search knows. */
  quote(tenant: Tenant, trip: Trip): TripQuote;
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
      quote: (tenant, trip) =>
        quoteTrip(trip, tenant, { now: new Date(), findPlace: (id) => app.places.find(tenant, id) }),
    } satisfies Trips);
  },
  { name: 'trips', dependencies: ['places'] },
);
