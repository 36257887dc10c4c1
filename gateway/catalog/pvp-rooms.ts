// PVP card rooms (GLS2_roomList): three stakes of every card game. The seats fill and empty as the
// minutes pass, the same for everyone asking in the same minute; the stakes never change, so the
// launch call can check a chosen room's minimum balance.
import type { PvpRoom } from '../../contract/generated/games-pvp-rooms.ts';
import type { CatalogGame } from './catalog.ts';
import { hash32 } from '../seed/prng.ts';

const TIERS = ['Beginner', 'Standard', 'VIP'] as const;
/** A room's minimum balance, in its smallest bets: enough for a session at that stake. */
const BETS_TO_SIT = 20;

/** A game's rooms at a moment. */
export function roomsOf(game: CatalogGame, now: number): PvpRoom[] {
  const minute = Math.floor(now / 60_000);
  const { nodeId, displayName, vassalage, gameCode, minBet } = game.wire;
  const maxPlayers = gameCode.length % 2 ? 4 : 6;
  return TIERS.map((name, i) => {
    const tier = i + 1;
    const stake = minBet * tier * 10;
    return {
      roomId: nodeId * 10 + tier,
      roomName: `${displayName} · ${name}`,
      vassalage,
      gameCode,
      minBet: stake,
      minBalance: stake * BETS_TO_SIT,
      players: hash32(`${nodeId}:${tier}:${minute}`) % (maxPlayers + 1),
      maxPlayers,
    };
  });
}

/** One of a game's rooms by id, or undefined when the id is not one of the game's. */
export function roomOf(game: CatalogGame, roomId: number, now: number): PvpRoom | undefined {
  return roomsOf(game, now).find((room) => room.roomId === roomId);
}
