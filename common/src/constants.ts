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

export const map = { zoom: 13, markerSize: [25, 41], heightPx: 400, tileSizePx: 256, maxZoom: 18 } as const;

/** cp47 value that makes login required (docs/reference/tenant-settings.md#cp47). */
export const loginRequiredCp47 = '2';
