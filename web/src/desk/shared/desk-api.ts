import type { z } from 'zod';
import { adminErrorReplySchema, type AdminError, type FieldError } from '#common/contracts/admin.ts';
import { ApiError, getJson, patchJson, postJson, putJson } from '../../shared/api/api-client.ts';

/** Why a desk call failed: a refusal key of the server (docs/reference/api.md#admin-desk), or `requestFailed`. */
export type DeskErrorKey = AdminError | 'requestFailed';

/**
 * A desk call that failed: the refusal's key, with `invalidFields` what is wrong with which field (field name →
 * `fieldErrors`), and the server's sentence where it gives one (an assignment's refusal, in the page's language). No
 * answer, or one that is no refusal of the desk, is `requestFailed`.
 */
export class DeskError extends Error {
  readonly key: DeskErrorKey;
  readonly fields: Readonly<Record<string, FieldError>>;
  readonly serverText: string | undefined;
  /** With `tripInvalid`: the trip error key of the server's quote (`closedDate`, …), '' when it gave none. */
  readonly quoteError: string;

  constructor(
    key: DeskErrorKey,
    fields: Readonly<Record<string, FieldError>> = {},
    serverText?: string,
    quoteError = '',
  ) {
    super(key);
    this.name = 'DeskError';
    this.key = key;
    this.fields = fields;
    this.serverText = serverText;
    this.quoteError = quoteError;
  }
}

/** The DeskError of what a call threw. */
export function deskErrorOf(error: unknown): DeskError {
  if (error instanceof DeskError) return error;
  if (error instanceof ApiError) {
    const refusal = adminErrorReplySchema.safeParse(error.body);
    if (refusal.success)
      return new DeskError(
        refusal.data.error,
        refusal.data.fields,
        refusal.data.message,
        refusal.data.quote?.error ?? '',
      );
  }
  return new DeskError('requestFailed');
}

/** The translation key of a refusal's text (`web/src/ui/i18n/desk-*.json`). */
export const deskErrorTextKey = (key: DeskErrorKey) => `deskError_${key}`;

async function deskCall<T>(schema: z.ZodType<T>, call: () => Promise<unknown>): Promise<T> {
  let body: unknown;
  try {
    body = await call();
  } catch (error) {
    // A request the page itself gave up on (a query that is no longer wanted) stays an abort.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw deskErrorOf(error);
  }
  const reply = schema.safeParse(body);
  if (!reply.success) throw new DeskError('requestFailed');
  return reply.data;
}

/** The desk's calls over the API client: the reply checked by its contract, any failure a DeskError. */
export const deskGet = <T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal) =>
  deskCall(schema, () => getJson(url, signal));

export const deskPost = <T>(url: string, payload: unknown, schema: z.ZodType<T>, signal?: AbortSignal) =>
  deskCall(schema, () => postJson(url, payload, signal));

export const deskPatch = <T>(url: string, payload: unknown, schema: z.ZodType<T>, signal?: AbortSignal) =>
  deskCall(schema, () => patchJson(url, payload, signal));

export const deskPut = <T>(url: string, payload: unknown, schema: z.ZodType<T>, signal?: AbortSignal) =>
  deskCall(schema, () => putJson(url, payload, signal));
