import { useTranslation } from '../../../../ui/i18n/i18n.ts';

const directions = [
  { direction: 'up', by: -1, key: 'desk.settings.layouts.moveUp' },
  { direction: 'down', by: 1, key: 'desk.settings.layouts.moveDown' },
] as const;

type MoveButtonsProps = {
  /** What the row is called, for the buttons' names and what is said after a move. */
  name: string;
  index: number;
  count: number;
  /** The ids of the buttons are `<idBase>-<index>-up`, `-down`, `-remove`. */
  idBase: string;
  /** The element that takes the focus after a removal (the list). */
  afterRemoveId: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Says what happened, in the screen's status region. */
  announce: (text: string) => void;
};

/**
 * Move up, move down and remove for a row of a list, by keyboard and for a screen reader
 * (docs/reference/screens.md#desk-settings-layouts): a button at the end of the list stays focusable but does nothing
 * (`aria-disabled`), the focus follows the row moved, and the new place is said.
 */
export function MoveButtons({
  name,
  index,
  count,
  idBase,
  afterRemoveId,
  onMove,
  onRemove,
  announce,
}: MoveButtonsProps) {
  const { t } = useTranslation();
  const move = (by: -1 | 1, direction: 'up' | 'down') => {
    const to = index + by;
    if (to < 0 || to >= count) return;
    onMove(by);
    announce(t('desk.settings.layouts.movedTo', { name, n: to + 1, count }));
    requestAnimationFrame(() => document.getElementById(`${idBase}-${to}-${direction}`)?.focus());
  };
  const remove = () => {
    onRemove();
    announce(t('desk.settings.layouts.removed', { name }));
    requestAnimationFrame(() => document.getElementById(afterRemoveId)?.focus());
  };
  // The name starts with the button's own words (WCAG 2.5.3) and says which row it acts on.
  const named = (key: string) => `${t(key)}: ${name}`;
  return (
    <div className="move-buttons">
      {directions.map(({ direction, by, key }) => (
        <button
          key={direction}
          id={`${idBase}-${index}-${direction}`}
          type="button"
          className="button button--secondary"
          aria-label={named(key)}
          aria-disabled={index + by < 0 || index + by >= count ? true : undefined}
          onClick={() => move(by, direction)}
        >
          {t(key)}
        </button>
      ))}
      <button
        id={`${idBase}-${index}-remove`}
        type="button"
        className="button button--secondary"
        aria-label={named('desk.settings.layouts.remove')}
        onClick={remove}
      >
        {t('desk.settings.layouts.remove')}
      </button>
    </div>
  );
}
