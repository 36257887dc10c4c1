// Downline management and the agents' announcements: the tree one level at a time with the
// breadcrumb back up, a search at every level, paging, what each row says (balance, status, last
// login, team size), and the walls: another team's accounts, members and trial accounts.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/crypto/password.ts';
import { openDatabase } from '../../gateway/store/db.ts';
import { failureKeys, recordFailure } from '../../gateway/store/login-failures.ts';
import { postAgentAnnouncement } from '../../gateway/store/announcements.ts';
import { creditOpening } from '../../gateway/store/ledger.ts';
import { findByUsername, insertMember } from '../../gateway/store/members.ts';
import { type Client, DEMO, expectContract, makeGateway, scratchDatabase } from './harness.ts';
import { DEMO_TEAM } from '../../gateway/seed/team.ts';

/** agent01's direct downlines in the demo team (gateway/seed/team.ts). */
const SEEDED_DIRECT = DEMO_TEAM.filter((a) => a.upline === 'agent01').map((a) => a.username);

let gw: Client;
let passwordHash: string;
const PASSWORD = 'Downline123';

/** A new luzon account under an upline, with `money` (minor units) in its main wallet; its id. */
function account(username: string, uplineId: number | null, money = 0, type = 0): number {
  const now = gw.gw.clock();
  const id = insertMember(gw.gw.db, { merchant: 'luzon', username, passwordHash, type, uplineId, now });
  if (money)
    creditOpening(gw.gw.db, { merchant: 'luzon', memberId: id, amount: money, requester: 'operator', requestId: `open:${id}`, now });
  gw.clock.advance(1000);
  return id;
}

const downlines = async (token: string, query: Record<string, string | number> = {}) => {
  const answer = await gw.call('GET', '/wps/agent/downlines', { token, query });
  expectContract('agent-downlines', answer.json);
  return answer.json;
};

let agent01: number;
let sub: number;
let deep: number;

beforeAll(async () => {
  gw = await makeGateway();
  passwordHash = await hashPassword(PASSWORD);
  agent01 = findByUsername(gw.gw.db, 'luzon', 'agent01')!.id;
  // agent01 ─┬ down01 (seeded)
  //          ├ dl-member (120.50)
  //          └ dl-sub (agent) ─┬ dl-deep ── dl-deeper
  //                            └ dl_under (a literal underscore)
  // and, outside the team: another agent with a member, and a trial account under agent01.
  account('dl-member', agent01, 120_50);
  sub = account('dl-sub', agent01, 0, 2);
  deep = account('dl-deep', sub, 5_00);
  account('dl-deeper', deep);
  account('dl_under', sub);
  account('dl-trial', agent01, 0, 4);
  const other = account('dl-other-agent', null, 0, 1);
  account('dl-other-member', other);
});

describe('downline tree', () => {
  it("lists the agent's direct downlines, newest first, with what each one is", async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const { value } = await downlines(token);
    expect(value.path).toEqual([{ id: agent01, account: 'agent01' }]);
    // The test's own two first (the newest), then the demo ones: down01 and agent01's demo team.
    const accounts = value.list.map((d: { account: string }) => d.account);
    expect(accounts.slice(0, 2)).toEqual(['dl-sub', 'dl-member']);
    expect(accounts).toEqual(expect.arrayContaining(['down01', ...SEEDED_DIRECT]));
    const [subRow, member] = value.list;
    expect(subRow).toMatchObject({
      kind: 'AGENT',
      upline: 'agent01',
      direct: true,
      teamSize: 3,
      balance: 0,
      lastLogin: null,
      status: 'OFFLINE',
    });
    expect(member).toMatchObject({ kind: 'MEMBER', direct: true, teamSize: 0, balance: 120.5, lastLogin: null });
    expect(value.totalCount).toBe(3 + SEEDED_DIRECT.length);
  });

  it("drills into a sub-agent's own downlines with the way back up", async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const { value } = await downlines(token, { parentId: sub });
    expect(value.path).toEqual([
      { id: agent01, account: 'agent01' },
      { id: sub, account: 'dl-sub' },
    ]);
    expect(value.list.map((d: { account: string }) => d.account)).toEqual(['dl_under', 'dl-deep']);
    // Below the agent's direct downlines money cannot be sent: the row says so.
    expect(value.list.every((d: { direct: boolean; upline: string }) => !d.direct && d.upline === 'dl-sub')).toBe(true);
    const deeper = await downlines(token, { parentId: deep });
    expect(deeper.value.path.map((s: { account: string }) => s.account)).toEqual(['agent01', 'dl-sub', 'dl-deep']);
    expect(deeper.value.list.map((d: { account: string }) => d.account)).toEqual(['dl-deeper']);
  });

  it('searches by account at every level of the team, and only there', async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const all = await downlines(token, { account: 'DL-' });
    expect(all.value.list.map((d: { account: string }) => d.account).sort()).toEqual(['dl-deep', 'dl-deeper', 'dl-member', 'dl-sub']);
    // LIKE's wildcards are taken as they are typed: "_" is an underscore.
    expect((await downlines(token, { account: 'dl_' })).value.list.map((d: { account: string }) => d.account)).toEqual(['dl_under']);
    // Under a sub-agent, only its part of the tree.
    const below = await downlines(token, { parentId: sub, account: 'deep' });
    expect(below.value.list.map((d: { upline: string }) => d.upline)).toEqual(['dl-deep', 'dl-sub']);
    // Another team's accounts and trial accounts are never found.
    expect((await downlines(token, { account: 'other' })).value.totalCount).toBe(0);
    expect((await downlines(token, { account: 'trial' })).value.totalCount).toBe(0);
  });

  it('pages, newest registration first', async () => {
    const pager = account('dl-pager', agent01, 0, 2);
    for (let i = 0; i < 23; i++) account(`dl-page-${String(i).padStart(2, '0')}`, pager);
    const token = await gw.login('agent01', DEMO.luzon);
    const pages = await Promise.all([1, 2, 3].map((pageNo) => downlines(token, { parentId: pager, pageNo, pageSize: 10 })));
    expect(pages.map((p) => p.value.list.length)).toEqual([10, 10, 3]);
    expect(pages[0]!.value).toMatchObject({ totalPages: 3, totalCount: 23 });
    const names = pages.flatMap((p) => p.value.list.map((d: { account: string }) => d.account));
    expect(names).toEqual([...names].sort().reverse());
    expect(new Set(names).size).toBe(23);
    expect((await downlines(token, { parentId: pager, pageNo: 4, pageSize: 10 })).value.list).toEqual([]);
  });

  it('shows a last login, who is online, who is locked out, and a balance a transfer moved', async () => {
    const before = gw.gw.clock();
    const session = await gw.login('dl-member', PASSWORD);
    // Ten wrong passwords lock a name (after the third a captcha is asked, so they are recorded here).
    for (let i = 0; i < 10; i++) recordFailure(gw.gw.db, 'luzon', failureKeys('DL-SUB', `198.51.100.${i + 1}`), gw.gw.clock());
    const token = await gw.login('agent01', DEMO.luzon);
    await gw.setPaymentPassword(token, DEMO.luzon, '112233');
    const sent = await gw.call('POST', '/wps/relay/PAY_transferToMember', {
      token,
      body: { requestId: 'dl-transfer-1', to: 'dl-member', amount: 9.5, paymentPassword: '112233' },
      encrypt: true,
    });
    expect(sent.json.success, JSON.stringify(sent.json)).toBe(true);
    const rows = (await downlines(token)).value.list as Array<{ account: string; status: string; lastLogin: number; balance: number }>;
    const member = rows.find((d) => d.account === 'dl-member')!;
    expect(member).toMatchObject({ status: 'ONLINE', balance: 130 });
    expect(member.lastLogin).toBeGreaterThanOrEqual(before);
    expect(rows.find((d) => d.account === 'dl-sub')!.status).toBe('LOCKED');
    await gw.call('DELETE', '/wps/session/logout', { token: session });
    expect((await downlines(token)).value.list.find((d: { account: string }) => d.account === 'dl-member').status).toBe('OFFLINE');
  });
});

describe('the walls around a team', () => {
  it("refuses another team's account, an unknown one and the way up, alike", async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const other = findByUsername(gw.gw.db, 'luzon', 'dl-other-member')!.id;
    const demo01 = findByUsername(gw.gw.db, 'luzon', 'demo01')!.id;
    const trial = findByUsername(gw.gw.db, 'luzon', 'dl-trial')!.id;
    const saigonAgent = findByUsername(gw.gw.db, 'saigon', 'agent01')!.id;
    for (const parentId of [other, demo01, trial, saigonAgent, 999_999]) {
      const answer = await downlines(token, { parentId });
      expect(answer, String(parentId)).toMatchObject({ success: false, errorCode: 'agent.downline.unknown', value: null });
    }
    // A sub-agent sees its own part of the tree and nothing above it.
    const subAgent = account('dl-sub-agent', sub, 0, 2);
    const subAgentToken = await gw.login('dl-sub-agent', PASSWORD);
    expect((await downlines(subAgentToken)).value.path).toEqual([{ id: subAgent, account: 'dl-sub-agent' }]);
    expect((await downlines(subAgentToken, { parentId: sub })).errorCode).toBe('agent.downline.unknown');
    expect((await downlines(subAgentToken, { parentId: agent01 })).errorCode).toBe('agent.downline.unknown');
  });

  it('is for agents only: members, trial accounts and visitors are refused', async () => {
    expect((await downlines(await gw.login('down01', DEMO.luzon))).errorCode).toBe('agent.only');
    expect((await downlines(await gw.trialLogin())).errorCode).toBe('agent.only');
    expect((await gw.call('GET', '/wps/agent/downlines')).status).toBe(401);
  });
});

describe("one account of the team (the agent's detail of it)", () => {
  const detail = async (token: string, id: number) => {
    const answer = await gw.call('GET', '/wps/agent/downline/detail', { token, query: { id } });
    expectContract('agent-downline-detail', answer.json);
    return answer.json;
  };

  it('shows a team account at any level with its profile, latest bets and movements, and the way down to it', async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const member = findByUsername(gw.gw.db, 'luzon', 'dl-member')!.id;
    const { value } = await detail(token, member);
    expect(value.path).toEqual([{ id: agent01, account: 'agent01' }]);
    expect(value.member).toMatchObject({ id: member, account: 'dl-member', kind: 'MEMBER', upline: 'agent01', direct: true });
    expect(value.member.balance).toBeGreaterThanOrEqual(120.5);
    // Its opening credit is among its movements, newest first, each with the balance it left.
    expect(value.movements.at(-1)).toMatchObject({ kind: 'opening', group: 'OTHER', amount: 120.5, balanceAfter: 120.5 });
    const times = value.movements.map((m: { createdAt: number }) => m.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Deeper in the team: the way down names its upline; it is no direct downline of the agent.
    const deeper = findByUsername(gw.gw.db, 'luzon', 'dl-deeper')!.id;
    const far = (await detail(token, deeper)).value;
    expect(far.path.map((s: { account: string }) => s.account)).toEqual(['agent01', 'dl-sub', 'dl-deep']);
    expect(far.member).toMatchObject({ account: 'dl-deeper', direct: false, upline: 'dl-deep' });
    // A seeded team member: its latest bets (at most 10), newest first, with the player's result.
    const team01 = (await detail(token, findByUsername(gw.gw.db, 'luzon', 'team01')!.id)).value;
    expect(team01.bets).toHaveLength(10);
    expect(team01.bets[0]).toMatchObject({ gameType: expect.any(String), gameName: expect.any(String), stake: expect.any(Number) });
    const placed = team01.bets.map((b: { placedAt: number }) => b.placedAt);
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
  });

  it('refuses the agent itself, another team, an account above and no account, alike', async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const other = findByUsername(gw.gw.db, 'luzon', 'dl-other-member')!.id;
    const demo01 = findByUsername(gw.gw.db, 'luzon', 'demo01')!.id;
    const trial = findByUsername(gw.gw.db, 'luzon', 'dl-trial')!.id;
    for (const id of [agent01, other, demo01, trial, 999_999]) {
      expect(await detail(token, id), String(id)).toMatchObject({ success: false, errorCode: 'agent.downline.unknown', value: null });
    }
    // A sub-agent sees its own downline, and cannot look up or across: its upline, the agent above
    // and their other downlines are outside its team.
    const subAgent = account('dl-detail-sub', sub, 0, 2);
    const own = account('dl-detail-own', subAgent);
    const subToken = await gw.login('dl-detail-sub', PASSWORD);
    expect((await detail(subToken, own)).value.member).toMatchObject({ account: 'dl-detail-own', direct: true });
    for (const id of [sub, agent01, deep, findByUsername(gw.gw.db, 'luzon', 'dl-member')!.id])
      expect((await detail(subToken, id)).errorCode, String(id)).toBe('agent.downline.unknown');
    expect((await detail(await gw.login('down01', DEMO.luzon), deep)).errorCode).toBe('agent.only');
  });
});

describe('agent announcements', () => {
  const news = async (token: string, query: Record<string, string | number> = {}, language = 'EN') => {
    const answer = await gw.call('GET', '/wps/agent/announcements', { token, query, headers: { Language: language } });
    expectContract('agent-announcements', answer.json);
    return answer.json;
  };

  it("lists the operator's announcements for agents, newest first, in the page's language", async () => {
    const token = await gw.login('agent01', DEMO.luzon);
    const { value } = await news(token);
    expect(value.totalCount).toBe(3);
    expect(value.list[0].title).toBe('Commission statements for last month are ready');
    const times = value.list.map((a: { createdAt: number }) => a.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await news(token, {}, 'TY')).value.list[0].title).toBe('Handa na ang commission statement ng nakaraang buwan');
    // A merchant that does not offer a language answers with EN.
    const emerald = await gw.login('agent01', DEMO.emerald, 'emerald');
    const inEmerald = await gw.call('GET', '/wps/agent/announcements', {
      merchant: 'emerald',
      token: emerald,
      headers: { Language: 'VI' },
    });
    expect(inEmerald.json.value.list[0].title).toBe('Commission statements for last month are ready');
  });

  it('pages, with a new one first', async () => {
    gw.clock.advance(60_000);
    postAgentAnnouncement(gw.gw.db, { merchant: 'luzon', title: 'Fresh news', content: '<p>Hi</p>', language: 'EN', now: gw.gw.clock() });
    const token = await gw.login('agent01', DEMO.luzon);
    const first = await news(token, { pageNo: 1, pageSize: 2 });
    expect(first.value).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(first.value.list.map((a: { title: string }) => a.title)[0]).toBe('Fresh news');
    expect((await news(token, { pageNo: 2, pageSize: 2 })).value.list).toHaveLength(2);
    // The default page is the specification's 9.
    expect((await news(token)).value.list).toHaveLength(4);
  });

  it("is for agents only, and never among the site's notices", async () => {
    expect((await news(await gw.login('down01', DEMO.luzon))).errorCode).toBe('agent.only');
    expect((await news(await gw.trialLogin())).errorCode).toBe('agent.only');
    const site = await gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', { token: await gw.login('agent01', DEMO.luzon) });
    const titles = ['player', 'popup', 'promotion'].flatMap((k) => site.json.value[k].map((a: { title: string }) => a.title));
    expect(titles).not.toContain('Fresh news');
    expect(titles).not.toContain('Agent support hours');
  });
});

describe('announce (operator CLI)', () => {
  const { db, cli } = scratchDatabase('gateway-announce-', 'announce.sqlite');

  it("posts an announcement for one merchant's agents, in a language it offers", async () => {
    openDatabase(db).close();
    const posted = await cli(
      'announce',
      '--agents',
      '--merchant',
      'saigon',
      '--language',
      'vi',
      '--title',
      'Tin mới',
      '--body',
      '<p>Xin chào</p>',
    );
    expect(posted).toEqual({ code: 0, out: expect.stringMatching(/^saigon: agent announcement \d+ posted \(VI\)\n$/) });
    const store = openDatabase(db);
    expect(store.prepare("SELECT type, language, title FROM announcements WHERE merchant = 'saigon'").all()).toEqual([
      { type: 'AG', language: 'VI', title: 'Tin mới' },
    ]);
    store.close();
    expect((await cli('announce', '--merchant', 'saigon', '--title', 'x', '--body', 'y')).code).toBe(2);
    expect((await cli('announce', '--agents', '--merchant', 'emerald', '--language', 'TY', '--title', 'x', '--body', 'y')).out).toContain(
      '--language must be EN or one emerald offers',
    );
    expect((await cli('announce', '--agents', '--merchant', 'luzon', '--title', 'x')).code).toBe(2);
  });
});
