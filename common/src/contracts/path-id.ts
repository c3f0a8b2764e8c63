import { z } from 'zod';

/**
 * A row's id in a path (`/api/admin/trips/11`): decimal digits only, without a sign, leading zeros, spaces, exponent
 * or hex, so one id has one spelling (`/trips/0xb`, `/trips/1.1e1`, `/trips/%2011` are not trip 11); at most 2³¹ − 1.
 */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .max(2 ** 31 - 1),
  );
