import { disclosureToggle } from '../../ui/disclosure.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { NavLink } from 'react-router';
import { useLoginResp } from '../../shared/session/get-login-resp.ts';
import { isLoggedIn } from '../../shared/session/session.ts';
import { menuEntries } from './menu-entries.ts';
import './main-menu.css';

const menuId = 'main-menu';

/**
 * The hamburger button and the menu it opens (docs/reference/screens.md#layout); it closes on any click and on Escape.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data } = useLoginResp();
  const entries = menuEntries(data?.require_login ?? false, data ? isLoggedIn(data) : false);

  useEffect(() => {
    if (!open) return;
    const closeOnClick = (event: MouseEvent) => {
      // The button toggles the menu itself.
      if (event.target instanceof Node && buttonRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('click', closeOnClick);
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      window.removeEventListener('click', closeOnClick);
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        className="icon-button"
        {...disclosureToggle(open, menuId, () => setOpen((wasOpen) => !wasOpen))}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span className="visually-hidden">{t('menu')}</span>
      </button>
      <nav id={menuId} className="main-menu" aria-label={t('mainMenu')} hidden={!open}>
        <ul className="main-menu__list">
          {entries.map((entry) => (
            <li key={entry.name}>
              <NavLink to={entry.path} className="main-menu__link">
                {t(entry.name)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
