/**
 * One line of a delimited file into its fields. Quoted fields may hold the delimiter and doubled
 * quotes (`"Hoogerwerfsweg ""De Tong"""`); none of our files breaks a field over two lines.
 */
export function splitFields(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[at + 1] === '"') {
        field += '"';
        at++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** Column positions by header name, so a reordered file still parses, and a missing column says which. */
export function columnsOf<Name extends string>(
  header: string,
  delimiter: string,
  wanted: readonly Name[],
  file: string,
): Record<Name, number> {
  const names = splitFields(header, delimiter);
  const columns = {} as Record<Name, number>;
  for (const name of wanted) {
    const at = names.indexOf(name);
    if (at < 0) throw new Error(`${file}: the header has no column "${name}"`);
    columns[name] = at;
  }
  return columns;
}
