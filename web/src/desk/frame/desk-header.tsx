import { disclosureToggle } from '../../ui/disclosure.ts';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { DeskStaff } from '#common/contracts/admin.ts';
import {
  deskMenuChevronPath,
  deskMenuListId,
  deskMenuOf,
  type DeskMenuGroup,
  type DeskMenuLink,
} from '#common/contracts/desk-menu.ts';
import { deskPaths } from '../shared/desk-paths.ts';
import { canUse, useDeskSession } from '../shared/desk-session.ts';
import { useDeskLogout } from '../shared/post-desk-logout.ts';
import { useLoginResp } from '../../shared/session/get-login-resp.ts';
import { LanguagePicker } from '../../shared/page/language-picker.tsx';
import { DeskAlerts } from '../alerts/components/desk-alerts.tsx';

/**
 * The desk's header (docs/reference/screens.md#desk): the operator's logo and name, and for a logged-in member the
 * alerts, "New trip", who they are, the language picker, logout and the desk's menu (the board, the plan, run sheets,
 * a driver unavailable; where their role may use them "Manage" and "Money" with the less daily pages). At a desktop's
 * width the menu is a row of its own under the rest; narrower, the member's tools and the menu fold behind "Menu", so
 * the page's own content starts high.
 */
export function DeskHeader() {
  const { t } = useTranslation();
  const { data: staff } = useDeskSession();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page it was opened on: a menu entry followed closes it, the page it opened is what the member wants.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  const panelClass = [
    'desk-header__panel',
    staff && 'desk-header__panel--folds',
    menuOpen && 'desk-header__panel--open',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <header className="desk-header">
      <div className="desk-header__bar">
        <OperatorName />
        {staff && (
          <div className="desk-header__actions">
            <DeskAlerts />
            {canUse(staff.role, 'tripActions') && <NewTripAction />}
            <button
              ref={toggleRef}
              className="button button--secondary desk-header__menu-toggle"
              {...disclosureToggle(menuOpen, panelId, () => setMenuOpen(!menuOpen))}
            >
              <svg className="desk-header__menu-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" />
              </svg>
              <span className="desk-header__menu-word">{t('menu')}</span>
            </button>
          </div>
        )}
        <div id={panelId} className={panelClass}>
          <div className="desk-header__tools">
            {staff && (
              <p className="desk-header__who">
                <span className="desk-header__name">{staff.name}</span>{' '}
                <span className="desk-header__role">{t(`deskRole_${staff.role}`)}</span>
              </p>
            )}
            <LanguagePicker />
            {staff && <LogoutButton />}
          </div>
          {staff && <DeskMenu staff={staff} />}
        </div>
      </div>
    </header>
  );
}

function OperatorName() {
  const { t } = useTranslation();
  const { data } = useLoginResp();
  const config = data?.config;
  return (
    <Link to={deskPaths.board} className="desk-header__brand">
      {/* The company's name is the link's text beside it: the logo adds nothing to read out. */}
      {config && <img className="desk-header__logo" src={config.logo} alt="" />}
      <span className="desk-header__title">
        {config && <span className="desk-header__company">{config.info.company}</span>}
        <span className="desk-header__desk">{t('desk')}</span>
      </span>
    </Link>
  );
}

/**
 * The desk's menu (`#common/contracts/desk-menu.ts`) as the WAI-ARIA APG's disclosure navigation menu: links, and
 * groups whose button (`aria-expanded`) shows their list of links. One group is open at a time; Escape, a click or the
 * focus elsewhere, or a followed link closes it; Escape gives the focus back to its button.
 */
function DeskMenu({ staff }: { staff: DeskStaff }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // Open on the page it was opened on: the page a link of it opened is what the member wants to see.
  const [open, setOpen] = useState<{ group: DeskMenuGroup['group']; on: string } | null>(null);
  const openGroup = open?.on === pathname ? open.group : null;
  useEffect(() => {
    if (openGroup === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && navRef.current?.contains(event.target))) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openGroup]);
  const closeOnEscape = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openGroup === null) return;
    // Only the group closes: the folded panel around the menu stays open.
    event.stopPropagation();
    setOpen(null);
    navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${deskMenuListId(openGroup)}"]`)?.focus();
  };
  const closeOnLeave = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(null);
  };
  const link = (entry: DeskMenuLink, onClick?: () => void) => (
    <li key={entry.path}>
      <NavLink to={entry.path} end={entry.below !== true} className="desk-menu__link" onClick={onClick}>
        {t(entry.key)}
      </NavLink>
    </li>
  );
  return (
    <nav ref={navRef} className="desk-menu" aria-label={t('deskMenu')} onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
      <ul className="desk-menu__list">
        {deskMenuOf(staff.role).map((entry) => {
          if (!('group' in entry)) return link(entry);
          const expanded = openGroup === entry.group;
          const listId = deskMenuListId(entry.group);
          return (
            <li key={entry.group} className="desk-menu__group">
              <button
                className="desk-menu__link desk-menu__toggle"
                {...disclosureToggle(expanded, listId, () =>
                  setOpen(expanded ? null : { group: entry.group, on: pathname }),
                )}
              >
                {t(entry.key)}
                <svg className="desk-menu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={deskMenuChevronPath} />
                </svg>
              </button>
              <ul id={listId} className="desk-menu__sublist" hidden={!expanded}>
                {entry.links.map((each) => link(each, () => setOpen(null)))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The key that opens a new trip from anywhere on a desk page (docs/reference/desk.md#a-booking-taken-by-phone). */
const newTripKey = 'n';

/** Whether a key press goes to something the member types in: the shortcut then is just a letter typed. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * "New trip" on every desk page, for members who may act on trips (docs/reference/screens.md#desk-new-trip), and its
 * key N from anywhere on the page but a field or an open dialog; announced by `aria-keyshortcuts`.
 */
function NewTripAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== newTripKey || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typing(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      void navigate(deskPaths.newTrip);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
  return (
    <Link to={deskPaths.newTrip} className="button button--primary desk-header__new-trip" aria-keyshortcuts="N">
      <span className="desk-header__plus" aria-hidden="true">
        +
      </span>
      <span className="desk-header__new-trip-label">{t('desk.newTrip.action')}</span>{' '}
      <kbd className="desk-header__key" aria-hidden="true">
        N
      </kbd>
    </Link>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const logout = useDeskLogout();
  return (
    <>
      <button
        type="button"
        className="button button--secondary desk-header__logout"
        aria-disabled={logout.isPending}
        onClick={() => !logout.isPending && logout.mutate()}
      >
        {logout.isPending ? t('loggingOut') : t('logout')}
      </button>
      {logout.isError && (
        <p className="desk-header__alert" role="alert">
          {t('logoutFailed')}
        </p>
      )}
    </>
  );
}
