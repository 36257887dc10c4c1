import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
});

const tables = (vassalage: string, merchant = 'luzon') => gw.call('GET', '/wps/relay/CBS_modelList', { merchant, query: { vassalage } });
const rooms = (query: Record<string, string>) => gw.call('GET', '/wps/relay/GLS2_roomList', { query });
const launch = (query: Record<string, string | number>, t = token) =>
  gw.call('GET', '/wps/game/launchGame', { token: t, query: { launchMode: 'GLS', accountType: 1, ...query } });

interface Table {
  nodeId: number;
  gameKind: string;
  seats: number;
  players: number;
  status: string;
  road: string[];
  minBet: number;
  maxBet: number;
  dealer: string;
  studio: string;
}
interface Room {
  roomId: number;
  gameCode: string;
  minBet: number;
  minBalance: number;
}

describe('live tables (CBS_modelList)', () => {
  it("lists a live vendor's tables with limits, seats, status and roads, the same within a minute", async () => {
    const list = (await tables('EVO')).json.value.list as Table[];
    expect(list.length).toBe(30);
    const kinds = new Set(list.map((t) => t.gameKind));
    expect(kinds.size).toBeGreaterThan(3);
    for (const t of list) {
      expect(t.maxBet).toBeGreaterThan(t.minBet);
      expect(t.studio).not.toBe('');
      if (t.seats > 0) expect(t.players).toBeLessThanOrEqual(t.seats);
      if (t.status === 'full') expect(t.players).toBe(t.seats);
      if (t.status === 'closed') expect(t.road).toEqual([]);
    }
    const baccarat = list.find((t) => t.gameKind === 'BACCARAT' && t.status !== 'closed')!;
    expect(baccarat.road).toHaveLength(12);
    expect(baccarat.road.every((r) => ['BANKER', 'PLAYER', 'TIE'].includes(r))).toBe(true);
    expect(list.filter((t) => t.gameKind === 'BLACKJACK').every((t) => t.seats === 7)).toBe(true);
    // Open tables come first.
    const order = list.map((t) => ['open', 'full', 'closed'].indexOf(t.status));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect((await tables('EVO')).json.value.list).toEqual(list);
    // A minute on, the road moves by one result: the old ones stay, shifted.
    gw.clock.advance(60_000);
    const later = ((await tables('EVO')).json.value.list as Table[]).find((t) => t.nodeId === baccarat.nodeId)!;
    if (later.status !== 'closed') expect(later.road.slice(0, 11)).toEqual(baccarat.road.slice(1));
  });

  it('refuses a vendor that is not one of the merchant’s live vendors, with a clear error', async () => {
    for (const vendor of ['NOPE', 'KM', 'DG']) {
      const answer = (await tables(vendor)).json;
      expect(answer.success, vendor).toBe(false);
      expect(answer.errorCode).toBe('game.vendor.not.found');
      expect(answer.message).toContain(vendor);
    }
    expect((await gw.call('GET', '/wps/relay/CBS_modelList', { query: {} })).status).toBe(400);
  });

  it("launches a table's game through the launch call", async () => {
    const table = ((await tables('SA')).json.value.list as Table[])[0]!;
    const answer = await launch({ nodeId: table.nodeId, gameType: 'LIVE', vassalage: 'SA' });
    expect(new URL(answer.json.value.gameUrl).searchParams.get('nodeId')).toBe(String(table.nodeId));
  });
});

describe('PVP rooms (GLS2_roomList)', () => {
  it('gives every room a stake and a minimum balance, and refuses an unknown vendor or game', async () => {
    const list = (await rooms({ vassalage: 'KM' })).json.value.list as Room[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.minBalance === r.minBet * 20)).toBe(true);
    const unknown = (await rooms({ vassalage: 'EVO' })).json;
    expect([unknown.success, unknown.errorCode]).toEqual([false, 'game.vendor.not.found']);
    const noGame = (await rooms({ vassalage: 'KM', gameCode: 'KM_PVP_9999' })).json;
    expect([noGame.success, noGame.errorCode]).toEqual([false, 'game.not.found']);
  });

  it('launches into a room the balance covers and refuses one it does not, or a room of another game', async () => {
    // demo01 has 1,000 in the main wallet.
    const list = (await rooms({ vassalage: 'KM' })).json.value.list as Room[];
    const covered = list.find((r) => r.minBalance <= 1000)!;
    const beyond = list.find((r) => r.minBalance > 1000)!;
    const nodeOf = (r: Room) => Math.floor(r.roomId / 10);
    const ok = await launch({ nodeId: nodeOf(covered), roomId: covered.roomId, gameType: 'PVP' });
    expect(ok.json.success).toBe(true);
    const low = (await launch({ nodeId: nodeOf(beyond), roomId: beyond.roomId, gameType: 'PVP' })).json;
    expect([low.success, low.errorCode, low.value]).toEqual([false, 'game.room.balance.low', { minBalance: beyond.minBalance }]);
    const other = (await launch({ nodeId: nodeOf(covered), roomId: beyond.roomId + 10_000, gameType: 'PVP' })).json;
    expect([other.success, other.errorCode]).toEqual([false, 'game.room.not.found']);
    const live = ((await tables('EVO')).json.value.list as Table[])[0]!;
    expect((await launch({ nodeId: live.nodeId, roomId: live.nodeId * 10 + 1 })).json.errorCode).toBe('game.room.not.found');
  });
});
