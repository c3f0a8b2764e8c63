import { z } from 'zod';

/** Every 4xx/5xx answer of the API. */
export const errorReplySchema = z.strictObject({ error: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;
