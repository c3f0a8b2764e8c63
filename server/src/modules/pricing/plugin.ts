import fp from 'fastify-plugin';
import type { TariffPreviewReply, TariffPreviewRequest } from '#common/contracts/admin-tariff.ts';
import type { FieldError } from '#common/contracts/admin.ts';
import { may, type TripActor } from '../desk/actor.ts';
import { previewTariff } from './preview.ts';

export type TariffPreviewOutcome =
  | { ok: true; value: TariffPreviewReply }
  | { ok: false; error: 'forbidden' | 'notFound' }
  | { ok: false; error: 'invalidFields'; fields: Record<string, FieldError> };

export interface Tariffs {
  /**
   * A proposed tariff quoted beside the one in force, for the acting admin's own tenant
   * (docs/reference/api.md#admin-tariff-preview); nothing is saved.
   */
  preview(actor: TripActor, input: TariffPreviewRequest): Promise<TariffPreviewOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tariffs: Tariffs;
  }
}

/** The tariff's preview (docs/decisions/042-tariff-routing-holidays.md). */
export const tariffsPlugin = fp(
  async (app) => {
    app.decorate('tariffs', {
      async preview(actor, input) {
        // The role is checked at the door (deskAbility) and here again, as every desk service does.
        if (!may(actor, 'settings')) return { ok: false, error: 'forbidden' };
        const tenant = app.tenants.byId(actor.tenantId);
        if (!tenant) return { ok: false, error: 'notFound' };
        const outcome = await previewTariff({ places: app.places, roads: app.roads }, tenant, input);
        return outcome.ok ? outcome : { ok: false, error: 'invalidFields', fields: outcome.fields };
      },
    } satisfies Tariffs);
  },
  { name: 'tariffs', dependencies: ['tenants', 'places', 'routing'] },
);
