import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { getStatus, isIpRestricted } from '../../gateway/store/merchant-status.ts';
import { openDatabase } from '../../gateway/store/db.ts';
import { scratchDatabase, words } from './harness.ts';
import { runIntoClosedPipe } from '../cli/run-site.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { setLimit, takeBreak } from '../../gateway/store/protection.ts';
import { loadAllTenants } from '../../gateway/tenants.ts';

const { dir, db, cli } = scratchDatabase('gateway-cli-');

describe('operator commands', () => {
  it('seed, status, restrict-ip and outbox act on the database', async () => {
    expect((await cli('seed')).out).toContain('seeded 9969 games; merchants: emerald, luzon, saigon, visayas');
    expect((await cli('seed')).out).toContain('none new');
    expect((await cli('status', 'maintenance', '--merchant', 'luzon')).code).toBe(0);
    expect((await cli('restrict-ip', '203.0.113.9', '--merchant', 'saigon')).code).toBe(0);
    const bad = await cli('status', 'closed', '--merchant', 'luzon');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('normal, maintenance or restricted');
    expect((await cli('status', 'normal', '--merchant', 'nobody')).out).toContain('unknown merchant "nobody"');
    expect((await cli('outbox')).out).toContain('the outbox is empty');
    const store = openDatabase(db);
    expect(getStatus(store, 'luzon')).toBe('maintenance');
    expect(isIpRestricted(store, 'saigon', '203.0.113.9')).toBe(true);
    expect((await cli('unrestrict-ip', '203.0.113.9', '--merchant', 'saigon')).out).toContain('203.0.113.9 may reach the site again');
    expect(isIpRestricted(store, 'saigon', '203.0.113.9')).toBe(false);
    expect((await cli('unrestrict-ip', '203.0.113.9', '--merchant', 'saigon')).out).toContain('was not restricted');
    store.close();
  });

  it('plays bets for a member, moving the balance and the records together', async () => {
    const played = await cli('play', 'demo01', '--merchant', 'luzon', '--bets', '5');
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/^demo01 played 5 of 5 bets: (won|lost) ₱ [\d,]+\.\d\d\n$/);
    const store = openDatabase(db);
    const recent = store
      .prepare(
        "SELECT COUNT(*) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.username = 'demo01' AND b.merchant = 'luzon' AND b.placed_at > ?",
      )
      .get(Date.now() - 60_000) as { n: number };
    expect(recent.n).toBe(5);
    store.close();
    expect((await cli('play', 'nobody', '--merchant', 'luzon')).out).toContain('no account nobody on luzon');
    expect((await cli('play', 'demo01', '--merchant', 'luzon', '--bets', '0')).out).toContain('--bets is a whole number from 1 to 10000');
  });

  it('plays the same games for the same --seed, whatever the wallet holds', async () => {
    const store = openDatabase(db);
    const since = Date.now();
    const lastBets = (username: string) =>
      store
        .prepare(
          "SELECT b.node_id AS nodeId, b.payout * 100 / b.stake AS percent FROM bets b JOIN members m ON m.id = b.member_id WHERE m.username = ? AND b.merchant = 'luzon' AND b.placed_at >= ? ORDER BY b.placed_at",
        )
        .all(username, since)
        .map((r) => ({ ...r }));
    for (const username of ['demo01', 'down01'])
      expect((await cli('play', username, '--merchant', 'luzon', '--bets', '6', '--seed', '42')).code).toBe(0);
    expect(lastBets('demo01')).toHaveLength(6);
    expect(lastBets('down01').map((b) => b.nodeId)).toEqual(lastBets('demo01').map((b) => b.nodeId));
    store.close();
    const bad = await cli('play', 'demo01', '--merchant', 'luzon', '--seed', '1.5');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--seed is a whole number from 0');
  });

  it("lists a member's limits, break and journalled changes, and leaves accounts on a break out of every promotional send", async () => {
    const loaded = (await loadAllTenants()).find((t) => t.config.merchantCode === 'luzon')!;
    const luzon = { code: 'luzon', config: loaded.config, dir: loaded.dir };
    const store = openDatabase(db);
    const [demo01, down01, stale01] = ['demo01', 'down01', 'stale01'].map((name) => findByUsername(store, 'luzon', name)!.id);
    const now = Date.now();
    setLimit(store, luzon, { memberId: demo01!, kind: 'deposit', period: 'WEEK', amount: 500_000, actor: 'member', now });
    setLimit(store, luzon, { memberId: demo01!, kind: 'deposit', period: 'WEEK', amount: 900_000, actor: 'member', now });
    const until = takeBreak(store, luzon, { memberId: down01!, kind: 'selfExclusion', length: 6, actor: 'member', now });
    takeBreak(store, luzon, { memberId: stale01!, kind: 'timeOut', length: 1, actor: 'member', now });
    store.close();
    const listed = await cli('protection', 'demo01', '--merchant', 'luzon');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^deposit WEEK +5000 PHP, used [\d.]+ PHP until .+, becomes 9000 PHP at /m);
    expect(listed.out).toMatch(/^loss MONTH +none$/m);
    expect(listed.out).toContain('reality check  every 60 minutes');
    expect(listed.out).toMatch(/member deposit\.WEEK: 500000 -> 900000 \(applies /);
    expect((await cli('protection', 'down01', '--merchant', 'luzon')).out).toContain(
      `selfExclusion until ${new Date(until).toISOString()}`,
    );
    expect((await cli('protection', '--merchant', 'luzon')).code).toBe(2);
    const sent = await cli('message', 'send', '--all', '--merchant', 'luzon', '--title', 'Weekend bonus', '--body', 'Deposit now');
    const check = openDatabase(db);
    const got = (id: number) =>
      (
        check
          .prepare("SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND json_extract(title, '$.\"*\"') = 'Weekend bonus'")
          .get(id) as { n: number }
      ).n;
    expect(sent.code).toBe(0);
    expect([got(demo01!), got(down01!), got(stale01!)]).toEqual([1, 0, 0]);
    // Asked for one member on a break, the operator's promotional sends say why they are refused.
    for (const [args, says] of [
      [['message', 'send', 'down01', '--title', 'Weekend bonus', '--body', 'Deposit now'], 'self-excluded until'],
      [['message', 'send', 'stale01', '--title', 'Weekend bonus', '--body', 'Deposit now'], 'time-out until'],
      [['bonus', 'grant', 'down01', '--amount', '100', '--title', 'Come back'], 'self-excluded until'],
      [['tickets', 'grant', 'stale01', 'WHEEL'], 'time-out until'],
    ] as const) {
      expect(await cli(...args, '--merchant', 'luzon'), args.join(' ')).toEqual({ code: 1, out: expect.stringContaining(says) });
    }
    expect([got(down01!), got(stale01!)]).toEqual([0, 0]);
    const offered = check.prepare(
      'SELECT (SELECT COUNT(*) FROM bonuses WHERE member_id IN (?, ?) AND granted_at >= ?) + (SELECT COUNT(*) FROM reward_tickets WHERE member_id IN (?, ?) AND granted_at >= ?) AS n',
    );
    expect(offered.get(down01!, stale01!, now, down01!, stale01!, now)).toEqual({ n: 0 });
    check.close();
  });

  it("sets a member's limit and break as the operator, journalled as the operator's, and refuses bad options", async () => {
    const set = await cli(...words('protection limit agent01 --merchant luzon --kind loss --period WEEK --amount 300 --days 30'));
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/loss WEEK limit set to 300 PHP from .+; the member cannot raise or remove it before /);
    const excluded = await cli('protection', 'exclude', 'agent01', '--merchant', 'luzon', '--months', '12');
    expect(excluded.code).toBe(0);
    expect(excluded.out).toMatch(/agent01: selfExclusion until .+; every session ended/);
    const listed = (await cli('protection', 'agent01', '--merchant', 'luzon')).out;
    expect(listed).toMatch(/^loss WEEK +300 PHP, used .+, set by the operator until /m);
    expect(listed).toMatch(/^break +selfExclusion until /m);
    expect(listed).toMatch(/^ {2}\S+Z operator loss\.WEEK: none -> 30000 locked until \S+Z$/m);
    expect(listed).toMatch(/^ {2}\S+Z operator selfExclusion: none -> selfExclusion until \S+Z$/m);
    for (const [args, message] of [
      [['--kind', 'loss', '--period', 'YEAR', '--amount', '5'], '--period is one of DAY, WEEK, MONTH'],
      [['--kind', 'bets', '--period', 'DAY', '--amount', '5'], '--kind is deposit or loss'],
      [['--kind', 'loss', '--period', 'DAY', '--amount', '0'], '--amount is a positive amount of PHP'],
      [['--kind', 'loss', '--period', 'DAY', '--amount', '5', '--days', '0'], '--days is a whole number from 1 to 3650'],
      [['--kind', 'loss', '--period', 'DAY', '--amount', '-5'], "use '--amount=-XYZ'"],
      [['--kind', 'loss', '--period', 'DAY', '--amount=-5'], '--amount is a positive amount of PHP'],
      [['--kind', 'loss', '--period', 'DAY', '--amont', '5'], "Unknown option '--amont'"],
    ] as const) {
      const bad = await cli('protection', 'limit', 'agent01', '--merchant', 'luzon', ...args);
      expect([bad.code, bad.out]).toEqual([2, expect.stringContaining(message)]);
    }
    const added = await cli('exclusion-register', 'add', 'GAMSTOP', '--email', 'Ann@Example.com');
    expect([added.code, added.out.trim()]).toEqual([0, 'GAMSTOP: email ann@example.com added']);
    const removed = await cli('exclusion-register', 'remove', 'GAMSTOP', '--email', 'ann@example.com');
    expect([removed.code, removed.out.trim()]).toEqual([0, 'GAMSTOP: email ann@example.com removed']);
    const unknown = await cli('exclusion-register', 'add', 'NOPE', '--mobile', '123');
    expect([unknown.code, unknown.out]).toEqual([2, expect.stringContaining('the register is one of GAMSTOP, NDRS')]);
    const length = await cli('protection', 'timeout', 'down01', '--merchant', 'luzon', '--days', '3');
    expect([length.code, length.out]).toEqual([1, expect.stringContaining('timeOut lasts one of 1, 7, 14, 30, 42 days')]);
  });

  it('answers help and --help with the commands', async () => {
    for (const args of [['help'], ['--help'], ['-h']]) {
      const { code, out } = await cli(...args);
      expect(code).toBe(0);
      expect(out).toContain('unrestrict-ip <ip> --merchant X');
    }
  });

  it("gives each command its own help, generated from that command's options", async () => {
    const deposits = await cli('deposits', '--help');
    expect(deposits.code).toBe(0);
    expect(deposits.out).toContain('Usage: npm run gateway -- deposits [options]');
    expect(deposits.out).toMatch(/^ {2}--status <status> +only those in this state: PENDING, CREDITED, FAILED$/m);
    // Only its own: the options of protection and dispute are not deposits'.
    expect(deposits.out).not.toMatch(/--kind|--reason/);
    const dispute = await cli('help', 'dispute');
    expect(dispute.out).toContain('Usage: npm run gateway -- dispute [options] [verb] [id]');
    expect(dispute.out).toMatch(/^ {2}--reason <text> +why the payout stands/m);
    expect(dispute.out).not.toMatch(/--merchant|--status/);
    expect((await cli('dispute', '--help')).out).toBe(dispute.out);
  });

  it('stops quietly when the reader of its output has closed (`help | head -1`), with 141 as SIGPIPE would', async () => {
    for (const args of [['help'], ['outbox']]) {
      const { code, err } = await runIntoClosedPipe('gateway/cli.ts', args, { ...process.env, GATEWAY_DB: db });
      expect(err).not.toMatch(/EPIPE|\n\s+at /);
      expect(code).toBe(141);
    }
  });
});

describe('serve --fresh', () => {
  it('starts over: the database file and its WAL files are deleted first', async () => {
    const { removeDatabase } = await import('../../gateway/store/db.ts');
    const path = join(dir, 'fresh.sqlite');
    const store = openDatabase(path);
    store.exec("INSERT INTO outbox (merchant, channel, recipient, body, created_at) VALUES ('luzon', 'sms', '1', 'x', 0)");
    store.close();
    removeDatabase(path);
    removeDatabase(':memory:');
    const again = openDatabase(path);
    expect(again.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    again.close();
  });
});
