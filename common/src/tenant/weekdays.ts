/** The weekdays as the opening hours name them, Monday first (docs/reference/tenant-settings.md#openingHours). */
export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];
