import { disclosureToggle } from '../../../ui/disclosure.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { BoardFilter } from '#common/contracts/board-filter.ts';
import { useDrivers } from '../../shared/get-driver-list.ts';

type BoardOptionsProps = { filter: BoardFilter; open: boolean; onToggle: () => void; children: ReactNode };

/**
 * The board's tools and filters. On a phone they sit folded behind one button that says which dates, driver and search apply,
 * so that the first trips show on the first screen (docs/reference/screens.md#desk-board); wider, they always show
 * and the button is not there.
 */
export function BoardOptions({ filter, open, onToggle, children }: BoardOptionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const drivers = useDrivers(true);
  const driver =
    filter.driver === 'none'
      ? t('deskBoardDriver_none')
      : drivers.data?.find((each) => String(each.id) === filter.driver)?.name;
  const applied = [t(`deskBoardRange_${filter.range}`), driver, filter.search && `“${filter.search}”`]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="board-options">
      <button className="button button--secondary board-options__toggle" {...disclosureToggle(open, id, onToggle)}>
        {t('deskBoardOptions')}
        <span className="board-options__applied">{applied}</span>
      </button>
      <div id={id} className={open ? 'board-options__panel board-options__panel--open' : 'board-options__panel'}>
        {children}
      </div>
    </div>
  );
}
