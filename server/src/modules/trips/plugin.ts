import fp from 'fastify-plugin';
import type { Trip } from '#common/contracts/trip.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { quoteTrip, routesOf, type TripQuote } from './quote-trip.ts';

export interface Trips {
  /** `trip_request.json`: the trip checked and priced now, its stops the places the tenant's address search knows. */
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
        const findPlace = (id: string) => app.places.find(tenant, id);
        const routes = await routesOf(app.roads, [trip], tenant, findPlace);
        return quoteTrip(trip, tenant, { now: new Date(), findPlace, routes });
      },
    } satisfies Trips);
  },
  { name: 'trips', dependencies: ['places', 'routing'] },
);
