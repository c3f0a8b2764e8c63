/** Prints rows under a header, each column as wide as its widest cell. */
export function printTable(header: readonly string[], lines: ReadonlyArray<readonly string[]>): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  for (const line of [header, ...lines])
    console.log(
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}
