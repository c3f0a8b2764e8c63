import { changeLanguage } from '../ui/i18n/i18n.ts';
import { startLanguage } from '../ui/i18n/language.ts';
import './styles/global.css';
import { AppRouter } from './router.tsx';

/** Loads the texts of the language the app starts in and speaks it (docs/decisions/025-texts-without-i18next.md). */
export function loadStartLanguage(): Promise<void> {
  return changeLanguage(startLanguage());
}

export function App() {
  return <AppRouter />;
}
