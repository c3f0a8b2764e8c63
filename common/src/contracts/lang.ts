import { z } from 'zod';
import { languages } from '../constants.ts';

/** The `lang` of every call: nl or en. */
export const langSchema = z.enum(languages);
