// The studio's lists (the audit log, the releases): a table with its column heads, or a line
// saying there is nothing to list yet.
import type { ReactNode } from 'react';

/** A moment as the operator's browser writes dates, in a <time> element. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}

export function Table({ columns, empty, children }: { columns: string[]; empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p>{empty}</p>;
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
