import { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { allRows, insertRow, memberPage, oneRow, rowShape, widerShape } from './rows.ts';

interface Pet {
  id: number;
  name: string;
}

const PET = rowShape<Pet>('PET', { id: true, name: true });
const db = new DatabaseSync(':memory:');

beforeAll(() => {
  db.exec("CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, owner TEXT); INSERT INTO pets VALUES (1, 'Rex', 'ann'), (2, 'Tom', 'bo')");
});

describe('row readers', () => {
  it('read rows whose columns are the shape’s, with anonymous or named parameters', () => {
    expect(allRows(db.prepare('SELECT id, name FROM pets WHERE id >= ? ORDER BY id'), PET, 1)).toEqual([
      { id: 1, name: 'Rex' },
      { id: 2, name: 'Tom' },
    ]);
    expect(oneRow(db.prepare('SELECT name, id FROM pets WHERE id = :id'), PET, { id: 2 })).toEqual({ id: 2, name: 'Tom' });
    expect(oneRow(db.prepare('SELECT id, name FROM pets WHERE id = ?'), PET, 9)).toBeUndefined();
  });

  it('fail at the query on a renamed, a missing or an extra column, even with no rows', () => {
    expect(() => allRows(db.prepare('SELECT id, name AS title FROM pets WHERE id = 9'), PET)).toThrow(
      'store: a query read as PET returns columns id, title (missing name; unexpected title)',
    );
    expect(() => oneRow(db.prepare('SELECT id FROM pets'), PET)).toThrow('(missing name)');
    expect(() => allRows(db.prepare('SELECT id, name, owner FROM pets'), PET)).toThrow('(unexpected owner)');
    expect(() => allRows(db.prepare('SELECT id, name, name FROM pets'), PET)).toThrow('(a column twice)');
  });

  it('widen a shape by the columns a join adds', () => {
    const owned = widerShape<Pet, { owner: string }>(PET, 'OWNED_PET', { owner: true });
    expect(oneRow(db.prepare('SELECT id, name, owner FROM pets WHERE id = 1'), owned)).toEqual({ id: 1, name: 'Rex', owner: 'ann' });
    expect(() => allRows(db.prepare('SELECT id, name FROM pets'), owned)).toThrow('OWNED_PET returns columns id, name (missing owner)');
  });
});

describe('memberPage', () => {
  it("reads one page of a member's rows in the given order and counts all of them", () => {
    const m = new DatabaseSync(':memory:');
    m.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, member_id INTEGER, name TEXT)');
    const add = m.prepare('INSERT INTO notes (member_id, name) VALUES (?, ?)');
    for (const [member, name] of [
      [1, 'a'],
      [1, 'b'],
      [2, 'x'],
      [1, 'c'],
    ] as const)
      add.run(member, name);
    const table = { columns: 'n.id, n.name', from: 'notes n', orderBy: 'n.id DESC' };
    expect(memberPage(m, table, PET, 1, 1, 2)).toEqual({
      rows: [
        { id: 4, name: 'c' },
        { id: 2, name: 'b' },
      ],
      total: 3,
    });
    expect(memberPage(m, table, PET, 1, 2, 2)).toEqual({ rows: [{ id: 1, name: 'a' }], total: 3 });
    expect(memberPage(m, table, PET, 3, 1, 2)).toEqual({ rows: [], total: 0 });
  });
});

describe('insertRow', () => {
  it('writes the values under their column names, whatever their order, and answers the new id', () => {
    const m = new DatabaseSync(':memory:');
    m.exec('CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, owner TEXT)');
    expect(insertRow(m, 'pets', { owner: 'ann', name: 'Rex' })).toBe(1);
    expect(insertRow(m, 'pets', { name: 'Tom', owner: null })).toBe(2);
    expect(m.prepare('SELECT id, name, owner FROM pets ORDER BY id').all()).toEqual([
      { id: 1, name: 'Rex', owner: 'ann' },
      { id: 2, name: 'Tom', owner: null },
    ]);
  });
});
