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

/**
 * The driver's sign-in and page (docs/decisions/040-driver-sign-in-and-statuses.md): a sign-in link works once within
 * `driverLinkHours`; a phone's session lasts `driverDeviceIdleDays` from its last request; the passenger's phone is
 * sent from `driverPhoneMinutes` before the pickup until the trip ends; a no-show only after `freeWaitingMinutes`
 * from the arrival (or the pickup time, whichever is later); the page lists the trips of today and `driverJobDays`
 * days after.
 */
export const driverLinkHours = 24;
export const driverDeviceIdleDays = 180;
export const driverPhoneMinutes = 60;
export const freeWaitingMinutes = 15;
export const driverJobDays = 7;

/**
 * The car's position (docs/decisions/046-car-position.md): the driver's page sends one at most every
 * `positionIntervalMs` while the trip's step is in `positionSteps`; the server takes at most `positionsPerMinute` a
 * minute per phone; one measured more than `positionStaleMs` ago is said to be old; each instance deletes positions
 * of trips out of the window every `positionSweepMs`; the manage page asks every `managePositionPollMs` while the car
 * is shown.
 */
export const positionSteps = ['on_the_way', 'arrived'] as const;
export const positionIntervalMs = 12_000;
export const positionsPerMinute = 12;
export const positionStaleMs = 2 * 60_000;
export const positionSweepMs = 60_000;
export const managePositionPollMs = 12_000;
