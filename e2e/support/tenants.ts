/** The shipped tenants, reached through the host name as a visitor would. */
export const port = Number(process.env.E2E_PORT ?? 8188);
export const demoUrl = `http://localhost:${port}`;
export const zakelijkUrl = `http://zakelijk.localhost:${port}`;
/** The event shuttle: fixed departures to one destination (docs/decisions/023-fixed-time-trips.md). */
export const festivalUrl = `http://festival.localhost:${port}`;
export const languages = ['nl', 'en'] as const;
export type Language = (typeof languages)[number];
