import fp from 'fastify-plugin';
import type { EraseReply, PersonalDataExport, PersonSummary } from '#common/contracts/personal-data.ts';
import { may, type DeskActor } from '../desk/actor.ts';
import type { DeskOutcome } from '../staff/outcome.ts';
import { erasePerson, exportPerson, personSummary, type PrivacyDeps, type PrivacyOutcome } from './personal-data.ts';
import { scheduledRetention } from './retention.ts';

/**
 * A person's data (issue 24 item 5, docs/decisions/054-personal-data.md): the desk's lookup, export and erase by
 * e-mail address, admins only (the `privacy` ability, checked here again), and the daily retention job.
 */
export interface Privacy {
  summary(actor: DeskActor, email: string): Promise<DeskOutcome<PersonSummary>>;
  export(actor: DeskActor, email: string): Promise<DeskOutcome<PersonalDataExport>>;
  erase(actor: DeskActor, email: string): Promise<DeskOutcome<EraseReply>>;
  /** The scheduled job's tick: each tenant's retention once a day across instances; the counts of the runs it made. */
  tick(): Promise<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: Privacy;
  }
}

/** How often the job looks whether today's run was made (docs/reference/constants.md). */
const retentionSweepMs = 60 * 60_000;

export function createPrivacy(deps: PrivacyDeps): Privacy {
  const asAdmin =
    <T>(work: (actor: DeskActor, email: string) => Promise<PrivacyOutcome<T>>) =>
    async (actor: DeskActor, email: string): Promise<DeskOutcome<T>> =>
      may(actor, 'privacy') ? work(actor, email) : { ok: false, error: 'forbidden' };
  return {
    summary: asAdmin((actor, email) => personSummary(deps, actor, email)),
    export: asAdmin((actor, email) => exportPerson(deps, actor, email)),
    erase: asAdmin((actor, email) => erasePerson(deps, actor, email)),
    tick: () => scheduledRetention(deps),
  };
}

/** `app.privacy`, with the retention job on every instance (each tenant's day claimed by one). */
export const privacyPlugin = fp<{ retentionSweepMs?: number | undefined; now?: () => Date }>(
  async (app, options) => {
    const privacy = createPrivacy({
      db: app.db,
      tenant: (id) => app.tenants.byId(id),
      tenantIds: () => app.tenants.all.map((tenant) => tenant.id),
      log: app.log,
      now: options.now ?? (() => new Date()),
    });
    app.decorate('privacy', privacy);
    const everyMs = options.retentionSweepMs ?? retentionSweepMs;
    if (everyMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          privacy
            .tick()
            .catch((error: unknown) =>
              app.log.warn({ err: error }, 'The retention run failed; the next one tries again'),
            );
        }, everyMs).unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'privacy', dependencies: ['database', 'tenants'] },
);
