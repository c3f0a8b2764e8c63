import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { NewTripReply } from '#common/contracts/desk-booking.ts';
import { tripPath } from '../../shared/desk-paths.ts';
import { DeskSection } from '../../shared/desk-section.tsx';
import { tripDetailQueryOptions } from '../../shared/get-trip-detail.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';

type Booked = NonNullable<NewTripReply['booked']>;

/** How often the page asks how a link's payment stands while it waits (docs/reference/constants.md). */
const linkPollMs = 3000;

/**
 * The booking taken (docs/reference/screens.md#desk-new-trip): its reference and trip number, and how it is paid: the
 * payment link to read out with its expiry and its payment as it goes (the page asks every few seconds and announces
 * the change), what the driver collects, or on account.
 */
export function BookingResult({ booked, onNewTrip }: { booked: Booked; onNewTrip: () => void }) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waiting = booked.link !== null;
  const detail = useQuery({
    ...tripDetailQueryOptions(booked.tripId),
    enabled: waiting,
    refetchInterval: (query) =>
      query.state.data?.order.status === 'pending' || !query.state.data ? linkPollMs : false,
  });
  const orderStatus = detail.data?.order.status ?? booked.orderStatus;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const expiresAt = booked.link
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Amsterdam',
      }).format(new Date(booked.link.expiresAt))
    : '';
  return (
    <DeskSection
      headingId="new-trip-booked-heading"
      heading={
        <span ref={headingRef} tabIndex={-1}>
          {t('desk.newTrip.booked', { reference: booked.reference })}
        </span>
      }
      className="new-trip__result"
    >
      <LabelValueList>
        <LabelValue label={t('desk.newTrip.tripNumber')} value={String(booked.tripId)} />
        <LabelValue label={t('desk.newTrip.payment')} value={t(`desk.newTrip.paidBy_${booked.payment}`)} />
        {booked.payment === 'driver' && <LabelValue label={t('desk.newTrip.collect')} value={booked.collect} />}
        {booked.link && (
          <>
            <LabelValue
              label={t('desk.newTrip.link')}
              value={
                <a className="new-trip__link" href={booked.link.url} target="_blank" rel="noreferrer">
                  {booked.link.url}
                </a>
              }
            />
            <LabelValue label={t('desk.newTrip.linkExpires')} value={expiresAt} />
          </>
        )}
      </LabelValueList>
      <p className="new-trip__status" role="status">
        {t(`desk.newTrip.status_${orderStatus}`)}
      </p>
      <div className="actions">
        <Link to={tripPath(booked.tripId)} className="button button--secondary">
          {t('desk.newTrip.openTrip')}
        </Link>
        <button type="button" className="button button--primary" onClick={onNewTrip}>
          {t('desk.newTrip.another')}
        </button>
      </div>
    </DeskSection>
  );
}
