import { expect } from '@playwright/test';
import driverEn from '#web/ui/i18n/driver-en.json' with { type: 'json' };
import driverNl from '#web/ui/i18n/driver-nl.json' with { type: 'json' };
import en from '#web/ui/i18n/en.json' with { type: 'json' };
import nl from '#web/ui/i18n/nl.json' with { type: 'json' };
import { openDatabase } from '#server/db/connect.ts';
import { readOutbox } from '#server-test/support/outbox.ts';
import type { Language } from './tenants.ts';

/** The driver's page's texts with the shared ones, so a test names a control as the driver reads it. */
export const driverTexts = { nl: { ...nl, ...driverNl }, en: { ...en, ...driverEn } } satisfies Record<
  Language,
  Record<string, string>
>;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** Gives a stored driver their own address, as the drivers page's "Change" does. */
export async function storeDriverEmail(driverId: number, email: string): Promise<void> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    await db.updateTable('drivers').set({ email }).where('id', '=', driverId).execute();
  } finally {
    await db.destroy();
  }
}

/** An amount the driver collects in the car for the trip, as a phone booking paid to the driver carries it. */
export async function storeAmountToCollect(tripId: number, cents: number): Promise<void> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    await db.updateTable('order_trips').set({ collect_cents: cents }).where('id', '=', tripId).execute();
  } finally {
    await db.destroy();
  }
}

/** The path and fragment of the sign-in link mailed to `email` (`/driver/sign-in#token=…`), once it is in the outbox. */
export async function signInLinkMailedTo(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(dataDir())).findLast((message) => message.to.includes(email));
        path = /\/driver\/sign-in#token=[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
        return path;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return path;
}
