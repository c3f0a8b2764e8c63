import { Navigate, Route, Routes } from 'react-router';
import { ScreenOutlet } from '../shared/page/screen-outlet.tsx';
import { DeskFrame } from './frame/desk-frame.tsx';
import { RequireDeskSession } from './frame/require-desk-session.tsx';
import { DeskLoginScreen } from './login/components/desk-login-screen.tsx';
import { DeskBoardScreen } from './board/components/desk-board-screen.tsx';
import { DriversScreen } from './drivers/components/drivers-screen.tsx';
import { VehiclesScreen } from './vehicles/components/vehicles-screen.tsx';
import { CompaniesScreen } from './companies/components/companies-screen.tsx';
import { CustomersScreen } from './customers/components/customers-screen.tsx';
import { StaffScreen } from './staff/components/staff-screen.tsx';
import { AuditScreen } from './audit/components/audit-screen.tsx';
import { RunSheetScreen } from './run-sheet/components/run-sheet-screen.tsx';
import { PlanScreen } from './plan/components/plan-screen.tsx';
import { TripDetailScreen } from './trip/components/trip-detail-screen.tsx';
import { TripEditScreen } from './trip-edit/components/trip-edit-screen.tsx';
import { NewTripScreen } from './new-trip/components/new-trip-screen.tsx';
import { AbsenceScreen } from './absence/components/absence-screen.tsx';
import { SettingsScreen } from './settings/components/settings-screen.tsx';
import { FiguresScreen } from './figures/components/figures-screen.tsx';
import { InvoicesScreen } from './invoices/components/invoices-screen.tsx';

/*
 * The desk's side (docs/decisions/033-sides-and-building-blocks.md): its lazy entry, which the shell's router loads for
 * `/admin/*`. The whole desk is one chunk, its frame, pages and texts, so that the customer's first load carries one
 * route entry for it and opening a desk page asks for one list of files (docs/decisions/021-desk-web.md).
 */

/** The desk's pages below `/admin` (docs/reference/screens.md#desk), in the desk's frame. */
export function DeskRoutes() {
  return (
    <Routes>
      <Route element={<DeskFrame />}>
        <Route element={<ScreenOutlet />}>
          <Route path="login" element={<DeskLoginScreen />} />
          <Route element={<RequireDeskSession />}>
            <Route index element={<DeskBoardScreen />} />
            <Route path="trips/new" element={<NewTripScreen />} />
            <Route path="trips/:id" element={<TripDetailScreen />} />
            <Route path="drivers" element={<DriversScreen />} />
            <Route path="vehicles" element={<VehiclesScreen />} />
            <Route path="trips/:id/edit" element={<TripEditScreen />} />
            <Route path="staff" element={<StaffScreen />} />
            <Route path="companies" element={<CompaniesScreen />} />
            <Route path="customers" element={<CustomersScreen />} />
            <Route path="audit" element={<AuditScreen />} />
            <Route path="run-sheet" element={<RunSheetScreen />} />
            <Route path="absence" element={<AbsenceScreen />} />
            <Route path="plan" element={<PlanScreen />} />
            <Route path="figures" element={<FiguresScreen />} />
            <Route path="invoices" element={<InvoicesScreen />} />
            <Route path="settings" element={<SettingsScreen />} />
            <Route path="settings/:screen" element={<SettingsScreen />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
