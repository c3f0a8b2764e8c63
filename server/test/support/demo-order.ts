import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#common/constants.ts';
import { repoRoot } from '../../src/config.ts';
import { tenantFileSchema } from '#common/tenant/tenant-file.ts';
import type { OrderForMail } from '../../src/modules/mail/order-mail.ts';

/** The shipped demo operator and a two-trip order (winter and summer time), for the mail tests. */
export function demoOrder(lang: Language, customerName = 'Jan de Vries'): OrderForMail {
  const tenant = tenantFileSchema.parse(
    JSON.parse(readFileSync(path.join(repoRoot, 'config/tenants/demo.json'), 'utf8')),
  );
  return {
    klantNr: 1042,
    orderId: 77,
    customer: { name: customerName, email: 'jan@example.com', phone: '+31612345678', lang },
    trips: [
      {
        ritNr: 812,
        datetime: '2026-12-24 14:30',
        from: 'Herestraat 12, Groningen',
        to: 'Station Groningen',
        passengers: 2,
        flightNumber: '',
        passenger: null,
        extraInfo: 'Bel aan bij de achterdeur',
        priceCents: 1250,
        durationMinutes: 12,
      },
      {
        ritNr: 813,
        datetime: '2026-07-01 14:30',
        from: 'Amsterdam Airport Schiphol (AMS)',
        to: 'Herestraat 12, Groningen',
        passengers: 3,
        flightNumber: 'KL1234',
        passenger: null,
        extraInfo: '',
        priceCents: 24_990,
        durationMinutes: null,
      },
    ],
    totalCents: 26_240,
    paid: true,
    tenant,
  };
}
