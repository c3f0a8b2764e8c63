import { z } from 'zod';

/**
 * A yes/no flag of a request as clients send it: a JSON boolean, the numbers 0 and 1, or the strings "0", "1",
 * "true" and "false" (a query string has only strings; older clients send numbers). Parsed to a boolean.
 */
export const wireFlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((flag) => flag === true || flag === 1 || flag === '1' || flag === 'true');
export type WireFlag = z.input<typeof wireFlagSchema>;
