import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { boardRanges, isDay, type BoardFilter, type BoardRange } from '#common/contracts/board-filter.ts';
import { moneyMarks } from '#common/contracts/desk-trips.ts';
import { useDrivers } from '../../shared/get-driver-list.ts';

/** How long the search waits after the last key before it asks. */
const searchDelayMs = 400;

type BoardFiltersProps = {
  filter: BoardFilter;
  onChange: (filter: BoardFilter, replace?: boolean) => void;
  /** Shows the filters where a phone keeps them folded away, before "/" moves to the search. */
  onReveal: () => void;
};

/** A typed date changes the board once it names a day or is emptied, not on each keystroke before that. */
const settled = (value: string) => value === '' || isDay(value);

/**
 * The dates (a ready-made range or two days), the driver (every trip, those without one, or one driver's), the money
 * (to pay, a refund owed or on its way) and the search; "/" anywhere but in a field goes to the search.
 */
export function BoardFilters({ filter, onChange, onReveal }: BoardFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  // Deactivated drivers too: last week's trips were driven by them.
  const drivers = useDrivers(true);
  const [text, setText] = useState(filter.search);
  const [searched, setSearched] = useState(filter.search);
  // Back, forward or a reset bring another search along (set while rendering, as React advises for state that follows a prop).
  if (searched !== filter.search) {
    setSearched(filter.search);
    if (text.trim() !== filter.search) setText(filter.search);
  }
  useEffect(() => {
    if (text.trim() === filter.search.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...filter, search: text, page: 1 }, true), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, filter, onChange]);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      flushSync(onReveal);
      search.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onReveal]);

  return (
    <div className="board-filters">
      <div className="board-filters__field">
        <label htmlFor={`${id}-range`}>{t('deskBoardRange')}</label>
        <select
          id={`${id}-range`}
          value={filter.range}
          onChange={(event) => onChange({ ...filter, range: event.target.value as BoardRange, page: 1 })}
        >
          {boardRanges.map((range) => (
            <option key={range} value={range}>
              {t(`deskBoardRange_${range}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="board-filters__field">
        <label htmlFor={`${id}-driver`}>{t('deskBoardDriver')}</label>
        <select
          id={`${id}-driver`}
          value={filter.driver}
          onChange={(event) => onChange({ ...filter, driver: event.target.value, page: 1 })}
        >
          <option value="">{t('deskBoardDriver_all')}</option>
          <option value="none">{t('deskBoardDriver_none')}</option>
          {drivers.data?.map((driver) => (
            <option key={driver.id} value={String(driver.id)}>
              {driver.active ? driver.name : `${driver.name} (${t('deskDriverInactive')})`}
            </option>
          ))}
        </select>
      </div>
      <div className="board-filters__field">
        <label htmlFor={`${id}-money`}>{t('deskBoardMoney')}</label>
        <select
          id={`${id}-money`}
          value={filter.money}
          onChange={(event) => onChange({ ...filter, money: event.target.value as BoardFilter['money'], page: 1 })}
        >
          <option value="">{t('deskBoardMoney_all')}</option>
          {moneyMarks.map((mark) => (
            <option key={mark} value={mark}>
              {t(`deskMoney_${mark}`)}
            </option>
          ))}
        </select>
      </div>
      {filter.range === 'custom' && (
        <>
          <DateField
            id={`${id}-from`}
            className="board-filters__field"
            label={t('deskBoardFrom')}
            value={filter.from}
            onChange={(from) => settled(from) && onChange({ ...filter, from, page: 1 }, true)}
          />
          <DateField
            id={`${id}-to`}
            className="board-filters__field"
            label={t('deskBoardTo')}
            value={filter.to}
            min={filter.from || undefined}
            onChange={(to) => settled(to) && onChange({ ...filter, to, page: 1 }, true)}
          />
        </>
      )}
      <div className="board-filters__field board-filters__search">
        <label htmlFor={`${id}-search`}>{t('deskBoardSearch')}</label>
        <input
          id={`${id}-search`}
          ref={search}
          type="search"
          value={text}
          maxLength={200}
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onChange({ ...filter, search: text, page: 1 });
          }}
        />
        <p id={`${id}-search-hint`} className="board-filters__hint">
          {t('deskBoardSearchHint')}
        </p>
      </div>
    </div>
  );
}
