import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Every key of a row type, each once: the compiler rejects a missing or an extra one. */
export type Columns<T> = { readonly [K in keyof T]-?: true };

/** The columns a query must return to be read as rows of type T, named for error messages. */
export interface RowShape<T> {
  readonly name: string;
  readonly columns: readonly string[];
  /** The SQL texts already checked against this shape (each statement's columns are read once). */
  readonly checked: Set<string>;
  /** Phantom: ties the shape to T for the readers' inference; never set. */
  readonly row?: T;
}

/** A row type's column list, for `allRows`/`oneRow` to check each query against. */
export function rowShape<T>(name: string, columns: Columns<T>): RowShape<T> {
  return { name, columns: Object.keys(columns), checked: new Set() };
}

type Params = SQLInputValue[] | [Record<string, SQLInputValue>, ...SQLInputValue[]];

/** All rows of a statement as T, after checking that its columns are exactly the shape's. */
export function allRows<T>(stmt: StatementSync, shape: RowShape<T>, ...params: Params): T[] {
  check(stmt, shape);
  return Reflect.apply(stmt.all, stmt, params) as T[];
}

/** The first row of a statement as T (undefined when there is none), after the same check as allRows. */
export function oneRow<T>(stmt: StatementSync, shape: RowShape<T>, ...params: Params): T | undefined {
  check(stmt, shape);
  return Reflect.apply(stmt.get, stmt, params) as T | undefined;
}

/** Where a member's page of rows comes from: the columns, the table (with an alias if the columns use one) and the order. */
export interface MemberTable {
  readonly columns: string;
  readonly from: string;
  readonly orderBy: string;
}

/** Inserts one row into `table` from its values by column name: the new row's id. */
export function insertRow(db: DatabaseSync, table: string, row: Record<string, SQLInputValue>): number {
  const names = Object.keys(row);
  const sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  return Number(db.prepare(sql).run(...Object.values(row)).lastInsertRowid);
}

/** One page (from 1) of a member's rows of a table, as T, and how many rows the member has there. */
export function memberPage<T>(
  db: DatabaseSync,
  table: MemberTable,
  shape: RowShape<T>,
  memberId: number,
  page: number,
  size: number,
): { rows: T[]; total: number } {
  const where = `FROM ${table.from} WHERE member_id = ?`;
  const rows = allRows(
    db.prepare(`SELECT ${table.columns} ${where} ORDER BY ${table.orderBy} LIMIT ? OFFSET ?`),
    shape,
    memberId,
    size,
    (page - 1) * size,
  );
  const { n } = db.prepare(`SELECT COUNT(*) AS n ${where}`).get(memberId) as { n: number };
  return { rows, total: n };
}

// node:sqlite hands back whatever the SELECT names, so a renamed column would read as undefined
// far from the query; checking the statement's own column list fails at the query, even with no rows.
function check(stmt: StatementSync, shape: RowShape<unknown>): void {
  const sql = stmt.sourceSQL;
  if (shape.checked.has(sql)) return;
  const returned = stmt.columns().map((c) => c.name);
  const missing = shape.columns.filter((c) => !returned.includes(c));
  const extra = returned.filter((c) => !shape.columns.includes(c));
  if (missing.length || extra.length || returned.length !== shape.columns.length) {
    const parts = [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `unexpected ${extra.join(', ')}` : ''];
    throw new Error(
      `store: a query read as ${shape.name} returns columns ${returned.join(', ') || '(none)'} (${parts.filter(Boolean).join('; ') || 'a column twice'}); the SELECT and the ${shape.name} columns must match`,
    );
  }
  shape.checked.add(sql);
}

/** A shape with more columns than another: its rows joined with a few others (a username, a count). */
export function widerShape<T, E>(base: RowShape<T>, name: string, more: Columns<E>): RowShape<T & E> {
  return { name, columns: [...base.columns, ...Object.keys(more)], checked: new Set() };
}
