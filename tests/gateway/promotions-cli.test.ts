// The operator's promotion commands over a database file: add (a JSON file and flags), edit one
// language, close, the problems said at once, and deciding an application.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/db.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { scratchDatabase, words } from './harness.ts';

const { dir, db, cli } = scratchDatabase('gateway-promotions-cli-');

describe('promotion commands', () => {
  it('add from a file with flags over it, edit one language, list and close', async () => {
    expect((await cli('seed')).code).toBe(0);
    const file = join(dir, 'promotion.json');
    writeFileSync(
      file,
      JSON.stringify({
        titles: { EN: 'Reload', VI: 'Nạp lại' },
        rules: { EN: '<p>Deposit 200.</p>' },
        starts: '2026-12-01T00:00:00Z',
        ends: '2026-12-31T00:00:00Z',
        audience: 'members',
        kind: 'AUTO',
        minDeposit: 200,
        bonus: '10%',
        cap: 50,
        turnover: 4,
      }),
    );
    const added = await cli('promotion', 'add', '--merchant', 'saigon', '--file', file, '--turnover', '6');
    expect(added.out).toMatch(/^saigon: promotion \d+ added\n$/);
    const id = /promotion (\d+)/.exec(added.out)![1]!;
    expect((await cli('promotion', 'edit', id, '--title', 'Nạp lại tuần', '--language', 'VI')).code).toBe(0);
    const listed = (await cli('promotions', '--merchant', 'saigon')).out.split('\n').find((l) => l.trim().startsWith(`${id} `));
    // Major units as written (saigon has no decimals); the English title kept.
    expect(listed).toMatch(/AUTO\s+MEMBERS\s+10% up to ₫ 50 on a deposit of ₫ 200 ×6\s+0 entries\s+Reload$/);
    const store = openDatabase(db);
    expect(JSON.parse((store.prepare('SELECT titles FROM promotions WHERE id = ?').get(Number(id)) as { titles: string }).titles)).toEqual({
      EN: 'Reload',
      VI: 'Nạp lại tuần',
    });
    store.close();
    expect((await cli('promotion', 'close', id)).out).toBe(`saigon: promotion ${id} closed\n`);
    expect(await cli('promotion', 'close', id)).toMatchObject({ code: 1, out: expect.stringContaining('no open promotion') });
  });

  it('say every problem of a draft at once, and refuse unknown fields and amounts', async () => {
    const bad = await cli(...words('promotion add --merchant luzon --title x --kind APPLY --bonus 50% --turnover 500'));
    expect(bad.code).toBe(1);
    for (const problem of [
      'rules: give at least one',
      'startsAt:',
      'audience: one of ALL, MEMBERS, NEW_MEMBERS',
      'PERCENT (of the deposit) needs kind AUTO',
      'turnoverMultiple: at most 100',
    ])
      expect(bad.out).toContain(problem);
    const file = join(dir, 'typo.json');
    writeFileSync(file, JSON.stringify({ title: 'x' }));
    expect((await cli('promotion', 'add', '--merchant', 'luzon', '--file', file)).out).toContain('unknown field(s) title');
    expect((await cli('promotion', 'add', '--merchant', 'luzon', '--bonus', '1.234')).out).toContain('"1.234" is not an amount of PHP');
    expect((await cli('promotion', 'edit', '999999', '--title', 'x')).out).toContain('no promotion 999999');
  });

  it('approve or reject an application, once; a rejection needs a reason', async () => {
    const store = openDatabase(db);
    const member = findByUsername(store, 'luzon', 'demo01')!;
    const promotion = store.prepare("SELECT id FROM promotions WHERE merchant = 'luzon' AND kind = 'APPLY' ORDER BY id LIMIT 1").get() as {
      id: number;
    };
    const entry = store
      .prepare(
        "INSERT INTO promotion_entries (promotion_id, member_id, status, comment, created_at) VALUES (?, ?, 'APPLYING', 'my win', ?)",
      )
      .run(promotion.id, member.id, Date.now()).lastInsertRowid;
    store.close();
    expect((await cli('applications', '--merchant', 'luzon')).out).toMatch(
      new RegExp(`^\\s*${entry}\\s.*promotion ${promotion.id}\\s+demo01\\s+0 image\\(s\\)\\s+my win`),
    );
    expect(await cli('application', 'reject', String(entry))).toMatchObject({ code: 2, out: expect.stringContaining('needs --reason') });
    expect((await cli('application', 'approve', String(entry))).out).toBe(`application ${entry}: ISSUED\n`);
    expect(await cli('application', 'reject', String(entry), '--reason', 'late')).toMatchObject({
      code: 1,
      out: expect.stringContaining('decided already'),
    });
    expect((await cli('applications', '--merchant', 'luzon')).out).toBe('no applications waiting\n');
  });
});
