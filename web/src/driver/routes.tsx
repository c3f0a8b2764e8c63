import { Route, Routes } from 'react-router';
import { ScreenOutlet } from '../shared/page/screen-outlet.tsx';
import { DriverFrame } from './frame/driver-frame.tsx';
import { JobsScreen } from './jobs/components/jobs-screen.tsx';
import { SignInScreen } from './sign-in/components/sign-in-screen.tsx';

/*
 * The driver's side (docs/decisions/033-sides-and-building-blocks.md, 040-driver-sign-in-and-statuses.md): its lazy
 * entry, which the shell's router loads for `/driver/*`; its frame, pages and texts are one chunk, which neither the
 * customer's first load nor the desk carries.
 */

/** The driver's pages below `/driver` (docs/reference/screens.md#driver), in the driver's frame. */
export function DriverRoutes() {
  return (
    <Routes>
      <Route element={<DriverFrame />}>
        <Route element={<ScreenOutlet />}>
          <Route path="sign-in" element={<SignInScreen />} />
          <Route path="*" element={<JobsScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
