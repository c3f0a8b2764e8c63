import { z } from 'zod';

/**
 * Type codes of a record-layout entry (docs/reference/record-layout.md#type-codes): A text, T select, N number, P
 * phone, E email, X textarea, R hidden.
 */
export const fieldTypeCodes = ['A', 'T', 'N', 'P', 'E', 'X', 'R'] as const;

const yesNo = z.enum(['J', 'N']);

/**
 * One entry of a server record layout, in the server's own (Dutch) form of
 * docs/reference/record-layout.md#layout-entry.
 */
export const layoutEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  fieldname: z.string().min(1).max(60),
  view: z.string().max(40).default(''),
  type: z.enum(fieldTypeCodes),
  veldnaam: z.string().max(200),
  veldnaamENG: z.string().max(200),
  lbl1: z.string().max(1000).default(''),
  lbl1ENG: z.string().max(1000).default(''),
  tabel: z.array(z.strictObject({ id: z.string().max(60), omschrijving: z.string().max(200) })).default([]),
  verplicht: yesNo.default('N'),
  default: z.string().max(200).default(''),
  minval: z.number().default(0),
  maxval: z.number().default(0),
  minlen: z.number().int().min(0).default(0),
  lengte: z.number().int().min(0).default(0),
  vv19: yesNo.default('N'),
});
export type LayoutEntry = z.infer<typeof layoutEntrySchema>;

export const recordLayoutsSchema = z.strictObject({
  trip: z.array(layoutEntrySchema),
  userinfo: z.array(layoutEntrySchema),
});
export type RecordLayouts = z.infer<typeof recordLayoutsSchema>;
