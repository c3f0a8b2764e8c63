import { RouterProvider } from 'react-router';
import '../ui/i18n/i18n.ts';
import './styles/global.css';
import { AppProvider } from './provider.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
