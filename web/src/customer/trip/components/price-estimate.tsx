import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { TripReply } from '#common/contracts/trip.ts';
import { formatPrice } from '#common/format/text.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';

type PriceEstimateProps = {
  /**
   * The quote for the trip as it is now; null shows ' -- ' (docs/reference/screens.md#trip,
   * docs/reference/constants.md).
   */
  reply: TripReply | null;
  loading: boolean;
  onShowPrice: () => void;
};

/** The 'show price' button and the estimate (docs/reference/screens.md#trip), with how the server made the price up. */
export function PriceEstimate({ reply, loading, onShowPrice }: PriceEstimateProps) {
  const { t, i18n } = useTranslation();
  const lines = reply?.priceLines ?? [];
  return (
    <div className="trip-price">
      <div className="trip-price__row">
        <button
          type="button"
          className="button button--secondary"
          onClick={onShowPrice}
          aria-describedby="trip-price-value"
        >
          {t('showPrice')}
        </button>
        <p id="trip-price-value" className="trip-price__value" role="status">
          <span className="trip-price__label">{t('tripPrice')}</span>{' '}
          <span className="price-amount">{loading ? t('priceLoading') : formatPrice(reply?.amounttopay)}</span>
        </p>
      </div>
      {reply && !loading && lines.length > 0 && (
        <details className="trip-price__details">
          <summary>{t('priceBreakdown')}</summary>
          <p className="trip-price__route">
            {t('priceRoute', {
              km: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(reply.distanceKm),
              minutes: reply.durationMinutes,
            })}
          </p>
          <LabelValueList className="trip-price__lines">
            {lines.map((line) => (
              <LabelValue
                key={line.key}
                label={i18n.exists(line.key) ? t(line.key) : line.key}
                value={formatPrice(line.cents / 100)}
              />
            ))}
          </LabelValueList>
        </details>
      )}
    </div>
  );
}
