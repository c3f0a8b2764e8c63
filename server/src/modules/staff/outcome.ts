import type { AdminError } from '#common/contracts/admin.ts';

/** What a desk action came to: its value, or the refusal's key (its status is `adminErrorStatus`). */
export type DeskOutcome<T> = { ok: true; value: T } | { ok: false; error: AdminError };

export const done = <T>(value: T): DeskOutcome<T> => ({ ok: true, value });
export const refused = (error: AdminError): { ok: false; error: AdminError } => ({ ok: false, error });
