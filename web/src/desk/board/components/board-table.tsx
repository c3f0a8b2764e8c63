import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { BoardTrip } from '#common/contracts/desk-trips.ts';
import { tripPath } from '../../shared/desk-paths.ts';
import { TableHead } from '../../shared/table-head.tsx';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';

/**
 * The page's trips as a table, each row's pickup time a link to the trip; on a phone each row stacks its cells, each
 * under its column's name. The roles are spelled out because a browser may drop a table's meaning once its rows are
 * no longer laid out as rows.
 * Text made of parts is one string, one text node, as in the server's page (docs/decisions/024-first-paint.md): split
 * into several, a cell's text paints a few pixels larger, and the browser counts the app's render as a new largest
 * paint.
 */
export function BoardTable({ trips, highlighted }: { trips: readonly BoardTrip[]; highlighted: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const columns = {
    pickup: t('deskBoardPickup'),
    route: t('deskBoardRoute'),
    passengers: t('deskBoardPassengers'),
    vehicle: t('deskBoardVehicle'),
    flight: t('deskBoardFlight'),
    customer: t('deskBoardCustomer'),
    price: t('deskBoardPrice'),
    payment: t('deskBoardPayment'),
    status: t('deskBoardStatus'),
    driver: t('deskBoardDriver'),
  };
  return (
    <table className="board-table" role="table">
      <TableHead caption={t('deskBoardCaption')} columns={columns} />
      <tbody role="rowgroup">
        {trips.map((trip) => (
          <tr
            key={trip.tripId}
            role="row"
            className={`board-row board-row--${trip.status}${highlighted.has(trip.tripId) ? ' board-row--new' : ''}`}
          >
            <td role="cell" data-label={columns.pickup} className="board-row__pickup">
              <Link
                to={tripPath(trip.tripId)}
                aria-label={t('deskBoardOpen', { trip: trip.tripId, time: trip.datetime })}
              >
                <time dateTime={trip.pickupAt}>{trip.datetime}</time>
              </Link>
              <span className="board-row__reference">
                {`${t('deskBoardTripNumber', { trip: trip.tripId })} · ${trip.reference}`}
              </span>
            </td>
            <td role="cell" data-label={columns.route}>
              {`${trip.from} → ${trip.to}`}
            </td>
            <td role="cell" data-label={columns.passengers}>
              {trip.passengers}
            </td>
            <td role="cell" data-label={columns.vehicle}>
              {fieldTexts.vehicleClass(trip.vehicleClass)}
            </td>
            <td role="cell" data-label={columns.flight}>
              {trip.flightNumber}
            </td>
            <td role="cell" data-label={columns.customer}>
              {trip.customer.name}
              {trip.customer.phone !== '' && (
                <>
                  <br />
                  <a href={`tel:${trip.customer.phone.replace(/[^+\d]/g, '')}`}>{trip.customer.phone}</a>
                </>
              )}
            </td>
            <td role="cell" data-label={columns.price} className="board-row__price">
              {trip.price}
            </td>
            <td role="cell" data-label={columns.payment}>
              {t(`deskPayment_${trip.paymentState}`)}
            </td>
            <td role="cell" data-label={columns.status} className="board-row__status">
              {t(`tripStatus_${trip.status}`)}
            </td>
            <td role="cell" data-label={columns.driver}>
              {trip.driver?.name ?? t('deskBoardNoDriver')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
