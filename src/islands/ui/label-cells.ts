/**
 * Gives every body and footer cell of a table its column's heading as `data-label` (the phone's
 * record cards print it beside the value), counting spanned columns. A cell that spans several
 * columns or sits under an empty heading gets none.
 */
export function labelCells(table: HTMLTableElement): void {
  const headRow = table.tHead?.rows[table.tHead.rows.length - 1];
  if (!headRow) return;
  const headings: string[] = [];
  for (const th of headRow.cells) for (let i = 0; i < th.colSpan; i++) headings.push(th.colSpan === 1 ? (th.textContent ?? '').trim() : '');
  const rows = [...table.tBodies].flatMap((body) => [...body.rows]).concat(table.tFoot ? [...table.tFoot.rows] : []);
  for (const row of rows) {
    let column = 0;
    for (const cell of row.cells) {
      const heading = cell.colSpan === 1 ? headings[column] : '';
      if (heading && cell.getAttribute('data-label') !== heading) cell.setAttribute('data-label', heading);
      else if (!heading && cell.hasAttribute('data-label')) cell.removeAttribute('data-label');
      column += cell.colSpan;
    }
  }
}
