/** Business constants of docs/reference/constants.md. */
export const languages = ['nl', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nl';

export const suggestionDelayMs = 400;
export const blurClearMs = 400;
export const loginFeedbackMs = 6000;
export const feedbackMs = 3000;
export const timePickerMinuteStep = 5;
export const tripTimeStepMinutes = 10;
export const headerDockScrollPx = 100;
/** The payment page asks again after `firstMs`, each wait half as long again as the last, never longer than `maxMs`. */
export const paymentCheckMs = { firstMs: 2000, maxMs: 30_000 } as const;

export const map = { zoom: 13, markerSize: [25, 41], heightPx: 400, tileSizePx: 256, maxZoom: 18 } as const;

/**
 * The desk's alerts (docs/decisions/036-alerts-and-heartbeat.md): the list shows the newest `alertListLimit` of the
 * last `alertWindowDays`; each instance looks for unassigned and still-new trips every `alertScanMs`; a visible desk
 * page tells the server it is open every `deskPageHeartbeatMs` (the session's activity, well within its 30 minutes).
 */
export const alertListLimit = 50;
export const alertWindowDays = 7;
export const alertScanMs = 60_000;
export const deskPageHeartbeatMs = 5 * 60_000;

/**
 * A driver's reminder of their next job comes `driverReminderMinutes` before its pickup; each instance looks for the
 * reminders due every `driverReminderSweepMs` (docs/decisions/041-driver-notifications.md).
 */
export const driverReminderMinutes = 60;
export const driverReminderSweepMs = 60_000;
