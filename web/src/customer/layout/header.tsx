import { CartButton } from './cart-button.tsx';
import { LanguagePicker } from '../../shared/page/language-picker.tsx';
import { MainMenu } from './main-menu.tsx';
import { OperatorLogo } from './operator-logo.tsx';
import { useHeaderDocked } from './use-header-docked.ts';
import './header.css';

export function Header() {
  const docked = useHeaderDocked();
  return (
    <header className="header" data-docked={docked}>
      <div className="header__bar">
        <MainMenu />
        <OperatorLogo />
        <div className="header__tools">
          <LanguagePicker />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
