/**
 * The caption and header row of a desk table whose rows stack on a phone (each cell then shows its column's name from
 * `data-label`). The roles are spelled out because a browser may drop a table's meaning once its rows are no longer
 * laid out as rows.
 */
export function TableHead({ caption, columns }: { caption: string; columns: Readonly<Record<string, string>> }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {Object.values(columns).map((name) => (
            <th key={name} role="columnheader" scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
