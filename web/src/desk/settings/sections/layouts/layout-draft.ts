import { layoutEntrySchema, type LayoutEntry, type LayoutName, type RecordLayouts } from '#common/contracts/layout.ts';

/*
 * The layout editor's changes to its draft (docs/reference/screens.md#desk-settings-layouts): pure, each a new value,
 * so the draft's history is the form's own.
 */

/** The list with the item at `from` moved one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The list without the item at `at`. */
export const removed = <T>(items: readonly T[], at: number): T[] => items.filter((_item, index) => index !== at);

/** An id no entry of either layout has: one above the highest (ids are unique across both, record-layout.md). */
export function nextEntryId(layouts: RecordLayouts): number {
  return Math.max(0, ...layouts.trip.map((entry) => entry.id), ...layouts.userinfo.map((entry) => entry.id)) + 1;
}

/** A field name no entry of either layout has: `field<id>`, the engine's own form for a generated name. */
function freeFieldName(layouts: RecordLayouts, id: number): string {
  const names = new Set([...layouts.trip, ...layouts.userinfo].map((entry) => entry.fieldname));
  let name = `field${id}`;
  for (let n = 2; names.has(name); n += 1) name = `field${id}_${n}`;
  return name;
}

/** A new optional text field at the end of a layout, with a free id and name and the labels given. */
export function withNewEntry(layouts: RecordLayouts, layout: LayoutName, label: string): RecordLayouts {
  const id = nextEntryId(layouts);
  // The schema's defaults fill the rest: optional, no options, no bounds, shown.
  const entry = layoutEntrySchema.parse({
    id,
    fieldname: freeFieldName(layouts, id),
    view: layout,
    type: 'A',
    veldnaam: label,
    veldnaamENG: label,
  });
  return { ...layouts, [layout]: [...layouts[layout], entry] };
}

/** An option id the choice does not have yet: `option<n>`. */
export function nextOptionId(options: readonly { id: string }[]): string {
  const ids = new Set(options.map((option) => option.id));
  let n = options.length + 1;
  while (ids.has(`option${n}`)) n += 1;
  return `option${n}`;
}

/** The entry with one more option at the end, its id free and its text empty to fill in. */
export const withNewOption = (entry: LayoutEntry): LayoutEntry => ({
  ...entry,
  tabel: [...entry.tabel, { id: nextOptionId(entry.tabel), omschrijving: '' }],
});
