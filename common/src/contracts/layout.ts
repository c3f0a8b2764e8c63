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
  tabel: z.array(z.strictObject({ id: z.string().min(1).max(60), omschrijving: z.string().max(200) })).default([]),
  verplicht: yesNo.default('N'),
  default: z.string().max(200).default(''),
  minval: z.number().default(0),
  maxval: z.number().default(0),
  minlen: z.number().int().min(0).default(0),
  lengte: z.number().int().min(0).default(0),
  vv19: yesNo.default('N'),
});
export type LayoutEntry = z.infer<typeof layoutEntrySchema>;

/** The two layouts as a login reply carries them (already checked when the configuration was saved). */
export const recordLayoutsShape = z.strictObject({
  trip: z.array(layoutEntrySchema),
  userinfo: z.array(layoutEntrySchema),
});
export type RecordLayouts = z.infer<typeof recordLayoutsShape>;
export type LayoutName = keyof RecordLayouts;

/**
 * Why a layout is refused (docs/reference/record-layout.md#refused-layouts), each a desk field error with its own
 * message: the engine would still take such a layout, but the form it makes would lose or hide a value.
 */
export const layoutFieldErrors = [
  'duplicateName',
  'reservedName',
  'notIdentifier',
  'duplicateId',
  'optionsNotAllowed',
  'optionsMissing',
  'duplicateOption',
  'minAboveMax',
  'minlenAboveLength',
  'defaultNotOption',
] as const;
export type LayoutFieldError = (typeof layoutFieldErrors)[number];

/**
 * A field name the app can keep a value under: a letter, then letters, digits or `_`, at most 40 (a person's field
 * names are 1–40, docs/reference/api.md#cart-transaction).
 */
export const fieldNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The trip's own properties (docs/reference/api.md#trip): a trip field of that name would overwrite one. */
export const reservedTripFieldNames: readonly string[] = [
  'title',
  'datetime',
  'reverse',
  'tour',
  'price',
  'extraTripInfo',
  'meta',
];

export type LayoutProblem = { path: (string | number)[]; error: LayoutFieldError };

/** What makes one entry unrenderable, each at the path of the property to change. */
function entryProblems(entry: LayoutEntry, layout: LayoutName, at: number): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const add = (key: string | (string | number)[], error: LayoutFieldError) =>
    problems.push({ path: [layout, at, ...(Array.isArray(key) ? key : [key])], error });
  if (!fieldNamePattern.test(entry.fieldname)) add('fieldname', 'notIdentifier');
  else if (layout === 'trip' && reservedTripFieldNames.includes(entry.fieldname)) add('fieldname', 'reservedName');
  const choice = entry.type === 'T';
  if (!choice && entry.tabel.length > 0) add('tabel', 'optionsNotAllowed');
  if (choice && entry.tabel.length === 0) add('tabel', 'optionsMissing');
  const seen = new Set<string>();
  entry.tabel.forEach((option, index) => {
    if (seen.has(option.id)) add(['tabel', index, 'id'], 'duplicateOption');
    seen.add(option.id);
  });
  if (entry.maxval > 0 && entry.minval > entry.maxval) add('minval', 'minAboveMax');
  if (entry.lengte > 0 && entry.minlen > entry.lengte) add('minlen', 'minlenAboveLength');
  if (choice && entry.default !== '' && entry.tabel.length > 0 && !seen.has(entry.default))
    add('default', 'defaultNotOption');
  return problems;
}

/**
 * Every reason the layouts could not be rendered as the operator means them: per entry (above), and across both
 * layouts a field name or an id used twice (one value and one label per name: both layouts' labels share the texts,
 * docs/reference/record-layout.md#texts). The second use is the one named.
 */
export function layoutProblems(layouts: RecordLayouts): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const layout of ['trip', 'userinfo'] as const) {
    layouts[layout].forEach((entry, at) => {
      problems.push(...entryProblems(entry, layout, at));
      if (names.has(entry.fieldname)) problems.push({ path: [layout, at, 'fieldname'], error: 'duplicateName' });
      if (ids.has(entry.id)) problems.push({ path: [layout, at, 'id'], error: 'duplicateId' });
      names.add(entry.fieldname);
      ids.add(entry.id);
    });
  }
  return problems;
}

/**
 * The record layouts of a tenant file: the shape, and refused when the app could not render them
 * (`layoutProblems`); each issue carries its field error in `params.fieldError`.
 */
export const recordLayoutsSchema = recordLayoutsShape.superRefine((layouts, context) => {
  for (const problem of layoutProblems(layouts))
    context.addIssue({
      code: 'custom',
      path: problem.path,
      message: problem.error,
      params: { fieldError: problem.error },
    });
});
