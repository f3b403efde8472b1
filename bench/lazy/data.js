// The lazy-list benchmark's rows, the same for every implementation: 100,000
// rows of one to four 20px lines (so 30-90px with the 10px padding), in a
// pattern that is not periodic over a screenful.
export const COUNT = 100_000;
export const LINE = 20;
export const PADDING = 10;

export function buildRows(count = COUNT) {
  const rows = new Array(count);
  for (let i = 0; i < count; i++) rows[i] = { id: i, lines: 1 + ((i * 7919) % 4) };
  return rows;
}

/** What every implementation shows on line `line` of row `id`. */
export function lineText(id, line) {
  return line === 0 ? `Row ${id}` : `detail ${line} of row ${id}`;
}
