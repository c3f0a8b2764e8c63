import { z } from 'zod';

/** Every 4xx/5xx answer of the API. */
export const errorReplySchema = z.strictObject({
  error: z.string(),
  /** A 5xx's request id, as in the server's log and the X-Request-Id header (docs/operations.md#metrics). */
  requestId: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
