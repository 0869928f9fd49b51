/**
 * A Markdown table with padded columns, as Biome formats Markdown (so `npm run lint` accepts the
 * written file as it is) and as it reads best in a terminal. `align` per column: 'l' or 'r'.
 */
export function markdownTable(header: string[], rows: string[][], align: ('l' | 'r')[]): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, column) => {
        const width = widths[column] as number;
        return align[column] === 'r' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(' | ')} |`;
  const rule = widths.map((width, column) =>
    align[column] === 'r' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}
