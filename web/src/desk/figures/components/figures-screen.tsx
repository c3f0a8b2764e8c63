import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isDay } from '#common/contracts/board-filter.ts';
import {
  figuresCsvUrl,
  figuresPeriods,
  shiftPeriod,
  type FiguresDriver,
  type FiguresPeriod,
  type FiguresReply,
} from '#common/contracts/figures.ts';
import { amsterdamDay, formatDay } from '#common/format/date.ts';
import { formatEuros } from '#common/format/money.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { useFigures } from '../api/get-figures.ts';
import './figures.css';

type Lang = 'nl' | 'en';

const isPeriod = (value: string | null): value is FiguresPeriod =>
  (figuresPeriods as readonly (string | null)[]).includes(value);

/**
 * The day's, week's or month's figures, `/admin/figures?period=&date=` (docs/reference/screens.md#desk-figures,
 * docs/decisions/052-figures.md): the headline figures as cards, the revenue per day as the server's chart with the
 * same numbers in a table, the drivers' lines and the bookkeeper's CSV. Admins only. The choice lives in the URL.
 */
export function FiguresScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('desk.figures.title')} ability="figures">
      {() => <FiguresPage />}
    </DeskPage>
  );
}

function FiguresPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const askedPeriod = params.get('period');
  const period: FiguresPeriod = isPeriod(askedPeriod) ? askedPeriod : 'month';
  const asked = params.get('date');
  const date = isDay(asked) ? asked : amsterdamDay(new Date());
  // What is typed, kept while it names no day yet; another day chosen (a button, the URL) replaces it.
  const [typedFor, setTyped] = useState({ date, text: date });
  const typed = typedFor.date === date ? typedFor.text : date;
  const choose = (next: { period?: FiguresPeriod; date?: string }) => {
    const query = new URLSearchParams(params);
    if (next.period !== undefined) query.set('period', next.period);
    if (next.date !== undefined) query.set('date', next.date);
    setParams(query, { replace: true });
  };
  const figures = useFigures(period, date, i18n.language);

  return (
    <>
      <p className="figures__intro">{t('desk.figures.intro')}</p>
      <div className="figures__choice">
        <fieldset className="desk-choices">
          <legend>{t('desk.figures.period')}</legend>
          {figuresPeriods.map((each) => (
            <label key={each} className="desk-choices__option">
              <input
                type="radio"
                name={`${id}-period`}
                checked={period === each}
                onChange={() => choose({ period: each })}
              />
              {t(`desk.figures.period_${each}`)}
            </label>
          ))}
        </fieldset>
        <DateField
          id={`${id}-date`}
          label={t('desk.figures.date')}
          value={typed}
          required
          message={typed === '' || isDay(typed) ? null : t('desk.figures.dateInvalid')}
          onChange={(value) => {
            setTyped({ date: isDay(value) ? value : date, text: value });
            if (isDay(value)) choose({ date: value });
          }}
        />
        <div className="figures__steps" role="group" aria-label={t('desk.figures.steps')}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose({ date: shiftPeriod(period, date, -1) })}
          >
            {t(`desk.figures.previous_${period}`)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose({ date: shiftPeriod(period, date, 1) })}
          >
            {t(`desk.figures.next_${period}`)}
          </button>
        </div>
      </div>
      {figures.data ? (
        <Figures figures={figures.data} date={date} lang={i18n.language} />
      ) : figures.isError ? (
        <DeskErrorBox error={figures.error} onRetry={() => void figures.refetch()} />
      ) : (
        <Spinner />
      )}
    </>
  );
}

/** The period in words: a day, a week from its Monday to its Sunday, or a month. */
function usePeriodName(figures: FiguresReply, lang: Lang): string {
  const { t } = useTranslation();
  if (figures.period === 'day') return formatDay(figures.from, lang);
  if (figures.period === 'week')
    return t('desk.figures.weekOf', { from: formatDay(figures.from, lang), to: formatDay(figures.to, lang) });
  return t('desk.figures.monthOf', {
    month: t(`desk.figures.month_${Number(figures.from.slice(5, 7))}`),
    year: figures.from.slice(0, 4),
  });
}

function Card({ title, total, children }: { title: string; total: string; children: ReactNode }) {
  const id = useId();
  return (
    <li className="figures__card" aria-labelledby={id}>
      <h3 id={id} className="figures__card-title">
        {title}
      </h3>
      <p className="figures__card-total">{total}</p>
      <dl className="figures__card-lines">{children}</dl>
    </li>
  );
}

function Line({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="figures__line">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Figures({ figures, date, lang }: { figures: FiguresReply; date: string; lang: Lang }) {
  const { t } = useTranslation();
  const euros = (cents: number) => formatEuros(cents, lang);
  const name = usePeriodName(figures, lang);
  const { trips, revenue, refunds, owed } = figures;
  const empty = trips.done + trips.noShow + trips.canceled + trips.open === 0;
  const driverColumns: readonly Column<FiguresDriver>[] = [
    { name: 'driver', header: t('desk.figures.driver'), cell: (driver) => driver.name },
    { name: 'done', header: t('desk.figures.driverTrips'), className: 'figures__number', cell: (d) => d.tripsDone },
    {
      name: 'revenue',
      header: t('desk.figures.revenue'),
      className: 'figures__number',
      cell: (driver) => euros(driver.revenueCents),
    },
    { name: 'cash', header: t('desk.figures.cash'), className: 'figures__number', cell: (d) => euros(d.cashCents) },
    { name: 'card', header: t('desk.figures.card'), className: 'figures__number', cell: (d) => euros(d.cardCents) },
  ];
  const dayColumns: readonly Column<FiguresReply['days'][number]>[] = [
    { name: 'day', header: t('desk.figures.day'), cell: (day) => formatDay(day.day, lang) },
    {
      name: 'revenue',
      header: t('desk.figures.revenue'),
      className: 'figures__number',
      cell: (day) => euros(day.revenueCents),
    },
  ];

  return (
    <section className="figures" aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="figures__heading">
        {name}
      </h2>
      {empty ? (
        <p className="figures__empty" role="status">
          {t('desk.figures.empty')}
        </p>
      ) : (
        <>
          <ul className="figures__cards">
            <Card title={t('desk.figures.revenue')} total={euros(revenue.totalCents)}>
              <Line label={t('desk.figures.online')} value={euros(revenue.onlineCents)} />
              <Line label={t('desk.figures.inTheCar')} value={euros(revenue.carCents)} />
              <Line label={t('desk.figures.onAccount')} value={euros(revenue.accountCents)} />
            </Card>
            <Card title={t('desk.figures.trips')} total={t('desk.figures.tripsDone', { count: trips.done })}>
              <Line label={t('desk.figures.noShow')} value={trips.noShow} />
              <Line label={t('desk.figures.canceled')} value={trips.canceled} />
              <Line label={t('desk.figures.open')} value={trips.open} />
            </Card>
            <Card title={t('desk.figures.refunds')} total={euros(refunds.refundedCents + refunds.pendingCents)}>
              <Line label={t('desk.figures.refunded')} value={euros(refunds.refundedCents)} />
              <Line label={t('desk.figures.refundPending')} value={euros(refunds.pendingCents)} />
            </Card>
            <Card title={t('desk.figures.owed')} total={euros(owed.raisedCents + owed.refundsCents)}>
              <Line label={t('desk.figures.owedRaised')} value={euros(owed.raisedCents)} />
              <Line label={t('desk.figures.owedRefunds')} value={euros(owed.refundsCents)} />
            </Card>
          </ul>
          <div className="actions figures__actions">
            <a className="button button--secondary" href={figuresCsvUrl(figures.period, date, lang)} download>
              {t('desk.figures.csv')}
            </a>
          </div>
          {figures.period !== 'day' && (
            <section className="figures__part" aria-labelledby="figures-chart-heading">
              <h3 id="figures-chart-heading">{t('desk.figures.perDay')}</h3>
              <figure className="figures__chart">
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(figures.chartSvg)}`}
                  alt={t('desk.figures.chartAlt')}
                />
              </figure>
              <details className="figures__days">
                <summary>{t('desk.figures.perDayTable')}</summary>
                {/* Two columns fit a phone: the rows stay rows rather than stacking into a long list. */}
                <DataTable
                  className="data-table figures__table"
                  variant="own"
                  caption={t('desk.figures.perDayCaption', { period: name })}
                  columns={dayColumns}
                  rows={figures.days}
                  rowKey={(day) => day.day}
                />
              </details>
            </section>
          )}
          <section className="figures__part" aria-labelledby="figures-drivers-heading">
            <h3 id="figures-drivers-heading">{t('desk.figures.drivers')}</h3>
            {figures.drivers.length === 0 ? (
              <p>{t('desk.figures.noDrivers')}</p>
            ) : (
              <DataTable
                className="figures__table"
                caption={t('desk.figures.driversCaption', { period: name })}
                columns={driverColumns}
                rows={figures.drivers}
              />
            )}
          </section>
        </>
      )}
    </section>
  );
}
