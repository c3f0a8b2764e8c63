import { useId, useState } from 'react';
import type { TariffPreviewReply, TariffPreviewRow } from '#common/contracts/admin-tariff.ts';
import type { Language } from '#common/constants.ts';
import { formatCents } from '#common/format/text.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { DataTable, type Column } from '../../../../ui/data-table.tsx';
import { useTranslation, type TFunction } from '../../../../ui/i18n/i18n.ts';
import { centsPerKm, directionOf, isLargeChange, orderedRows } from './preview-view.ts';

type Fare = TariffPreviewRow['current'];

const kmText = (km: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: 1 }).format(km);

/** A row's change in words, with a sign and a colour besides: "▲ € 2,45 more", and "Large change" when it is. */
function Change({ row }: { row: Pick<TariffPreviewRow, 'current' | 'differenceCents'> }) {
  const { t } = useTranslation();
  const direction = directionOf(row.differenceCents);
  const amount = formatCents(Math.abs(row.differenceCents));
  return (
    <span className={`tariff-change tariff-change--${direction}`}>
      <span aria-hidden="true">{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : '= '}</span>
      {t(`desk.settings.tariff.preview.change_${direction}`, { amount })}
      {isLargeChange(row) && (
        <strong className="tariff-change__large">{t('desk.settings.tariff.preview.largeChange')}</strong>
      )}
    </span>
  );
}

function fareText(fare: Fare, lang: Language, t: TFunction) {
  return t('desk.settings.tariff.preview.route', { km: kmText(fare.distanceKm, lang), minutes: fare.durationMinutes });
}

/** The two addresses' prices line by line, now and with the change (the lines in the customer's words). */
export function PreviewPair({ row, lang }: { row: TariffPreviewRow; lang: Language }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const keys = [...new Set([...row.current.priceLines, ...row.proposed.priceLines].map((line) => line.key))];
  const cents = (fare: Fare, key: string) => fare.priceLines.find((line) => line.key === key)?.cents;
  const amount = (value: number | undefined) => (value === undefined ? '–' : formatCents(value));
  const lines = [
    ...keys.map((key) => ({
      id: key,
      label: i18n.exists(key) ? t(key) : key,
      now: amount(cents(row.current, key)),
      next: amount(cents(row.proposed, key)),
    })),
    {
      id: 'total',
      label: t('priceTotal'),
      now: formatCents(row.current.totalCents),
      next: formatCents(row.proposed.totalCents),
    },
  ];
  const columns: Column<(typeof lines)[number]>[] = [
    { name: 'line', header: t('desk.settings.tariff.preview.line'), cell: (line) => line.label },
    { name: 'now', header: t('desk.settings.tariff.preview.now'), cell: (line) => line.now },
    { name: 'next', header: t('desk.settings.tariff.preview.next'), cell: (line) => line.next },
  ];
  return (
    <section className="tariff-preview__pair" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>
        {t('desk.settings.tariff.preview.pairHeading', { from: row.from.text, to: row.to.text })}
      </h4>
      <p>
        {fareText(row.current, lang, t)} ·{' '}
        {t(row.routed ? 'desk.settings.tariff.preview.routed' : 'desk.settings.tariff.preview.estimated')}
      </p>
      <DataTable
        caption={t('desk.settings.tariff.preview.pairHeading', { from: row.from.text, to: row.to.text })}
        className="tariff-lines"
        columns={columns}
        rows={lines}
      />
      <p>
        <Change row={row} />
      </p>
    </section>
  );
}

/**
 * The grid of sample trips from the base, now and with the change: the difference in words, a large one flagged, the
 * price per kilometre beside (a fixed zone price next to a metered one shows as a cliff), optionally the largest change
 * first.
 */
export function PreviewGrid({ reply, lang }: { reply: TariffPreviewReply; lang: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const [byChange, setByChange] = useState(false);
  const rows = orderedRows(reply.grid, byChange);
  const large = reply.grid.filter(isLargeChange).length;
  const perKm = (fare: Fare) => {
    const value = centsPerKm(fare);
    return value === null ? '–' : t('desk.settings.tariff.preview.perKmValue', { amount: formatCents(value) });
  };
  const columns: Column<TariffPreviewRow>[] = [
    { name: 'from', header: t('desk.settings.tariff.preview.from'), cell: (row) => row.from.text },
    { name: 'to', header: t('desk.settings.tariff.preview.to'), cell: (row) => row.to.text },
    {
      name: 'distance',
      header: t('desk.settings.tariff.preview.distance'),
      cell: (row) => `${kmText(row.proposed.distanceKm, lang)} km`,
      className: 'tariff-grid__number',
    },
    {
      name: 'now',
      header: t('desk.settings.tariff.preview.now'),
      cell: (row) => formatCents(row.current.totalCents),
      className: 'tariff-grid__number',
    },
    {
      name: 'next',
      header: t('desk.settings.tariff.preview.next'),
      cell: (row) => formatCents(row.proposed.totalCents),
      className: 'tariff-grid__number',
    },
    { name: 'change', header: t('desk.settings.tariff.preview.change'), cell: (row) => <Change row={row} /> },
    {
      name: 'perKm',
      header: t('desk.settings.tariff.preview.perKm'),
      cell: (row) => perKm(row.proposed),
      className: 'tariff-grid__number',
    },
    {
      name: 'routed',
      header: t('desk.settings.tariff.preview.measure'),
      cell: (row) => t(row.routed ? 'desk.settings.tariff.preview.routed' : 'desk.settings.tariff.preview.estimated'),
    },
  ];
  const caption = t('desk.settings.tariff.preview.gridHeading', { base: reply.base.text });
  return (
    <section className="tariff-preview__grid" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{caption}</h4>
      <p>
        {large > 0
          ? t('desk.settings.tariff.preview.largeCount', { count: large })
          : t('desk.settings.tariff.preview.noLarge')}
      </p>
      <CheckboxField
        id={`${id}-order`}
        label={t('desk.settings.tariff.preview.byChange')}
        checked={byChange}
        onChange={setByChange}
      />
      {/* Scrolls sideways only where a narrow desktop window cannot fit its columns; a phone stacks its rows. */}
      <div className="tariff-grid__scroll" role="region" aria-label={caption} tabIndex={0}>
        <DataTable
          caption={caption}
          className="tariff-grid"
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.from.id}>${row.to.id}`}
          rowClassName={(row) => (isLargeChange(row) ? 'tariff-grid__row--large' : '')}
        />
      </div>
    </section>
  );
}
