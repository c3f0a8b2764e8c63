/*
 * The whole desk as one chunk: the router's desk routes all load from here, so that the customer's first load carries
 * their route entries and one list of files to preload, not one per desk page (docs/decisions/021-desk-web.md).
 */
export { DeskFrame } from './desk-frame.tsx';
export { RequireDeskSession } from './require-desk-session.tsx';
export { DeskLoginScreen } from '../../features/desk-login/components/desk-login-screen.tsx';
export { DeskBoardScreen } from '../../features/desk-board/components/desk-board-screen.tsx';
export { DriversScreen } from '../../features/desk-drivers/components/drivers-screen.tsx';
export { StaffScreen } from '../../features/desk-staff/components/staff-screen.tsx';
export { AuditScreen } from '../../features/desk-audit/components/audit-screen.tsx';
export { TripDetailScreen } from '../../features/desk-trip/components/trip-detail-screen.tsx';
export { TripEditScreen } from '../../features/desk-trip-edit/components/trip-edit-screen.tsx';
