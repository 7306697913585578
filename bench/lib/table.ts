/** A plain-text table: first column left-aligned, the others right-aligned, except `leftColumns`. */
export function renderTable(headers: string[], rows: string[][], leftColumns: number[] = [0]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (leftColumns.includes(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
