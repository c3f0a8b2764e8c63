import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { boardTabs, tabCount, type BoardFilter, type BoardTab } from '#common/contracts/board-filter.ts';

type BoardTabsProps = {
  filter: BoardFilter;
  counts: Partial<Record<TripStatus, number>> | undefined;
  onChange: (filter: BoardFilter) => void;
  panelId: string;
  children: ReactNode;
};

const tabId = (tab: BoardTab) => `board-tab-${tab}`;

/**
 * The states as tabs, each with its number of trips: a tablist that the arrow keys, Home and End move through (the
 * tab chosen at once), with only the chosen tab in the Tab order; the list is its panel.
 */
export function BoardTabs({ filter, counts, onChange, panelId, children }: BoardTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const choose = (tab: BoardTab) => {
    onChange({ ...filter, tab, page: 1 });
    list.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = boardTabs.indexOf(filter.tab);
    const last = boardTabs.length - 1;
    const to: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(boardTabs[next] ?? filter.tab);
  };
  return (
    <>
      <div className="board-tabs" role="tablist" aria-label={t('deskBoardTabs')} ref={list} onKeyDown={onKeyDown}>
        {boardTabs.map((tab) => {
          const selected = tab === filter.tab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              className="board-tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab)}
            >
              {t(`deskBoardTab_${tab}`)}
              {counts && <span className="board-tab__count">{tabCount(tab, counts)}</span>}
            </button>
          );
        })}
      </div>
      <div className="board-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(filter.tab)} tabIndex={-1}>
        {children}
      </div>
    </>
  );
}
