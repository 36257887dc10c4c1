import type { ReactNode } from 'react';
import type { BetRecord } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { vendorName } from '../../shared/vendors.ts';
import { money } from '../ui/money.ts';
import { momentFormat } from '../ui/moment.ts';
import { RecordsHead, signed } from './RecordsView.tsx';

/**
 * A records table's column: its heading, whether it holds figures (aligned to the end), and what a
 * record shows in it. One definition serves the head, every row and the totals' foot, so a page
 * cannot put a cell under the wrong heading.
 */
export interface Column<T> {
  label: string;
  numeric?: boolean;
  /** The column names its row: a `<th scope="row">` rather than a `<td>`. */
  rowHeader?: boolean;
  cell: (item: T) => ReactNode;
}

/** A column of words (or any cell a page composes itself). */
export const column = <T,>(label: string, cell: (item: T) => ReactNode): Column<T> => ({ label, cell });

/** A column of figures, shown as the page gives them, aligned to the end. */
export const figureColumn = <T,>(label: string, cell: (item: T) => ReactNode): Column<T> => ({ label, numeric: true, cell });

/** A count in the page's language ("1,234"). */
export function countColumn<T>(label: string, count: (item: T) => number): Column<T> {
  const format = new Intl.NumberFormat(document.documentElement.lang);
  return figureColumn(label, (item) => format.format(count(item)));
}

/** An amount in the merchant's currency. */
export const moneyColumn = <T,>(label: string, amount: (item: T) => number): Column<T> =>
  figureColumn(label, (item) => money(amount(item)));

/** An amount signed: + for money in, − for money out (or the house's profit and loss). */
export const signedColumn = <T,>(label: string, amount: (item: T) => number): Column<T> =>
  figureColumn(label, (item) => signed(amount(item), money));

/** When the record happened, under the records' "Time" heading, in the merchant's time zone. */
export function timeColumn<T>(at: (item: T) => number): Column<T> {
  const when = momentFormat();
  return column(t('island.records.col.time'), (item) => when.format(at(item)));
}

/**
 * A bet's game: its name, then its game type and vendor in a note; with `when`, the time it was
 * placed in a note too (a compact table without a time column).
 */
export function gameColumn(when?: Intl.DateTimeFormat): Column<BetRecord> {
  return column(t('island.bets.col.game'), (b) => (
    <>
      {b.gameName}
      <span className="muted records-note">
        {t(`gameType.${b.gameType}`)} · {vendorName(b.vendor)}
      </span>
      {when && <span className="records-note">{when.format(b.placedAt)}</span>}
    </>
  ));
}

/** Columns defined over a part of a record (a row's totals, say), read from each record. */
export function columnsOf<T, P>(columns: readonly Column<P>[], part: (item: T) => P): Column<T>[] {
  return columns.map((c) => ({ ...c, cell: (item: T) => c.cell(part(item)) }));
}

/** A record's cells, one per column. */
function Cells<T>({ columns, item }: { columns: readonly Column<T>[]; item: T }) {
  return (
    <>
      {columns.map((c) =>
        c.rowHeader ? (
          <th key={c.label} scope="row">
            {c.cell(item)}
          </th>
        ) : (
          <td key={c.label} className={c.numeric ? 'num' : undefined}>
            {c.cell(item)}
          </td>
        ),
      )}
    </>
  );
}

export interface RecordsTableProps<T> {
  className?: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (item: T) => string | number;
  rowData?: (item: T) => Record<`data-${string}`, string | number>;
  foot?: ReactNode;
}

/**
 * A records table: its head, a row per record (keyed by `rowKey`, with the `data-` attributes
 * `rowData` gives it) and the totals' foot where the page has one. `className` adds the page's own
 * class to `records`.
 */
export function RecordsTable<T>(props: RecordsTableProps<T>) {
  const { className, columns, rows, rowKey, rowData, foot } = props;
  return (
    <table className={className ? `records ${className}` : 'records'}>
      <RecordsHead columns={columns.map((c) => [c.label, c.numeric])} />
      <tbody>
        {rows?.map((item) => (
          <tr key={rowKey(item)} {...rowData?.(item)}>
            <Cells columns={columns} item={item} />
          </tr>
        ))}
      </tbody>
      {foot}
    </table>
  );
}

/** A table's last row: the totals of every record (over every page) in `columns`, after `label` spanning the first `span` columns. */
export function TotalsFoot<F>(props: { label: string; span: number; columns: readonly Column<F>[]; totals: F }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={props.span}>
          {props.label}
        </th>
        <Cells columns={props.columns} item={props.totals} />
      </tr>
    </tfoot>
  );
}
