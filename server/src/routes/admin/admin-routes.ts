import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOwnPage, writeMethods } from '../own-page.ts';
import { absenceEndRoutes } from './absence-end.ts';
import { absencesListRoutes } from './absences-list.ts';
import { adminErrorHandler, refuse } from './admin-replies.ts';
import { alertSeenRoutes } from './alert-seen.ts';
import { alertsListRoutes } from './alerts-list.ts';
import { alertsSeenRoutes } from './alerts-seen.ts';
import { auditRoutes } from './audit.ts';
import { callersRoutes } from './callers.ts';
import { companiesListRoutes } from './companies-list.ts';
import { companyCreateRoutes } from './company-create.ts';
import { companyUpdateRoutes } from './company-update.ts';
import { companyUserCreateRoutes } from './company-user-create.ts';
import { companyUserLinkRoutes } from './company-user-link.ts';
import { companyUserUpdateRoutes } from './company-user-update.ts';
import { driverAbsenceCreateRoutes } from './driver-absence-create.ts';
import { driverAffectedTripsRoutes } from './driver-affected-trips.ts';
import { driverCreateRoutes } from './driver-create.ts';
import { driverDevicesRoutes } from './driver-devices.ts';
import { driverSignInLinkRoutes } from './driver-sign-in-link.ts';
import { driverUpdateRoutes } from './driver-update.ts';
import { driversListRoutes } from './drivers-list.ts';
import { eventsRoutes } from './events.ts';
import { figuresCsvRoutes } from './figures-csv.ts';
import { figuresRoutes } from './figures.ts';
import { heartbeatRoutes } from './heartbeat.ts';
import { invoiceCreditRoutes } from './invoice-credit.ts';
import { invoicePdfRoutes } from './invoice-pdf.ts';
import { invoiceResendRoutes } from './invoice-resend.ts';
import { invoicesCsvRoutes } from './invoices-csv.ts';
import { invoicesListRoutes } from './invoices-list.ts';
import { adminLoginRoutes } from './login.ts';
import { adminLogoutRoutes } from './logout.ts';
import { meRoutes } from './me.ts';
import { orderPaymentStatusRoutes } from './order-payment-status.ts';
import { tripOwedLinkRoutes } from './trip-owed-link.ts';
import { orderRefundRoutes } from './order-refund.ts';
import { planRoutes } from './plan.ts';
import { runSheetPdfRoutes } from './run-sheet-pdf.ts';
import { runSheetRoutes } from './run-sheet.ts';
import { settingsGetRoutes } from './settings-get.ts';
import { settingsRevertRoutes } from './settings-revert.ts';
import { settingsSaveRoutes } from './settings-save.ts';
import { settingsVersionRoutes } from './settings-version.ts';
import { settingsVersionsRoutes } from './settings-versions.ts';
import { staffCreateRoutes } from './staff-create.ts';
import { tariffPreviewRoutes } from './tariff-preview.ts';
import { staffListRoutes } from './staff-list.ts';
import { staffUpdateRoutes } from './staff-update.ts';
import { totpRoutes } from './totp.ts';
import { tripCancelRoutes } from './trip-cancel.ts';
import { tripCreateRoutes } from './trip-create.ts';
import { tripDetailRoutes } from './trip-detail.ts';
import { tripEditRoutes } from './trip-edit.ts';
import { tripQuoteRoutes } from './trip-quote.ts';
import { tripReceiptRoutes } from './trip-receipt.ts';
import { tripTransitionRoutes } from './trip-transition.ts';
import { tripsBulkTransitionRoutes } from './trips-bulk-transition.ts';
import { tripsCsvRoutes } from './trips-csv.ts';
import { tripsListRoutes } from './trips-list.ts';
import { tripAssignmentOptionsRoutes } from './trip-assignment-options.ts';
import { tripUndoDoneRoutes } from './trip-undo-done.ts';
import { vehicleCreateRoutes } from './vehicle-create.ts';
import { vehicleUpdateRoutes } from './vehicle-update.ts';
import { vehiclesListRoutes } from './vehicles-list.ts';

/**
 * The desk's calls, registered under the prefix `/api/admin` (docs/reference/api.md#admin-desk). For every one of them,
 * unknown paths included: `cache-control: no-store`, the desk session read from its cookie, a request rate limit per
 * session (else per client address), and refusals as keys. A call whose route config names a `deskAbility` gets the
 * acting staff member (`actorOf`) or is refused 401/403 before its handler runs.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.addHook('onRequest', async (request, reply) => {
    // Staff data and sessions: no cache may keep any of it.
    reply.header('cache-control', 'no-store');
    // A write comes from the tenant's own pages, never from another site's (docs/reference/api.md#admin-desk).
    if (writeMethods.has(request.method) && !fromOwnPage(request, publicUrl)) return refuse(reply, 'forbidden');
    await app.staff.identify(request);
  });
  // Runs before the app-wide limit (a route's own hook), which then counts this request no more.
  if (app.hasDecorator('rateLimit')) app.addHook('onRequest', app.rateLimit({ keyGenerator: app.staff.rateKey }));
  // A call of the board and the trips names its ability: who may not is refused before the request is even read.
  app.decorateRequest('deskActor', null);
  app.addHook('onRequest', async (request, reply) => {
    const ability = request.routeOptions.config.deskAbility;
    if (ability === undefined) return;
    const actor = app.staff.actor(request, ability);
    if (!actor.ok) return refuse(reply, actor.error);
    request.deskActor = actor.value;
  });
  app.setErrorHandler(adminErrorHandler);
  app.setNotFoundHandler((_request, reply) => refuse(reply, 'notFound'));

  await app.register(adminLoginRoutes);
  await app.register(totpRoutes);
  await app.register(meRoutes);
  await app.register(adminLogoutRoutes);
  await app.register(staffListRoutes);
  await app.register(staffCreateRoutes);
  await app.register(staffUpdateRoutes);
  await app.register(auditRoutes);
  await app.register(tripsListRoutes);
  await app.register(tripsCsvRoutes);
  await app.register(tripDetailRoutes);
  await app.register(tripTransitionRoutes);
  await app.register(tripsBulkTransitionRoutes);
  await app.register(tripCancelRoutes);
  await app.register(tripQuoteRoutes);
  await app.register(tripEditRoutes);
  await app.register(orderRefundRoutes);
  await app.register(orderPaymentStatusRoutes);
  await app.register(tripOwedLinkRoutes);
  await app.register(driversListRoutes);
  await app.register(driverCreateRoutes);
  await app.register(driverUpdateRoutes);
  await app.register(driverSignInLinkRoutes);
  await app.register(driverDevicesRoutes);
  await app.register(eventsRoutes);
  await app.register(tripAssignmentOptionsRoutes);
  await app.register(tripUndoDoneRoutes);
  await app.register(vehiclesListRoutes);
  await app.register(vehicleCreateRoutes);
  await app.register(vehicleUpdateRoutes);
  await app.register(runSheetRoutes);
  await app.register(planRoutes);
  await app.register(runSheetPdfRoutes);
  await app.register(tripReceiptRoutes);
  await app.register(callersRoutes);
  await app.register(tripCreateRoutes);
  await app.register(alertsListRoutes);
  await app.register(alertSeenRoutes);
  await app.register(alertsSeenRoutes);
  await app.register(heartbeatRoutes);
  await app.register(absencesListRoutes);
  await app.register(driverAffectedTripsRoutes);
  await app.register(driverAbsenceCreateRoutes);
  await app.register(absenceEndRoutes);
  await app.register(tariffPreviewRoutes);
  await app.register(settingsGetRoutes);
  await app.register(settingsSaveRoutes);
  await app.register(settingsVersionsRoutes);
  await app.register(settingsVersionRoutes);
  await app.register(settingsRevertRoutes);
  await app.register(figuresRoutes);
  await app.register(figuresCsvRoutes);
  await app.register(companiesListRoutes);
  await app.register(companyCreateRoutes);
  await app.register(companyUpdateRoutes);
  await app.register(companyUserCreateRoutes);
  await app.register(companyUserUpdateRoutes);
  await app.register(companyUserLinkRoutes);
  await app.register(invoicesListRoutes);
  await app.register(invoicesCsvRoutes);
  await app.register(invoicePdfRoutes);
  await app.register(invoiceResendRoutes);
  await app.register(invoiceCreditRoutes);
};
