// A card game's rooms (GLS2_roomList) and the member's main wallet, read together when the room
// chooser opens: a room whose minimum balance the wallet cannot cover is shown but cannot be chosen
// (the launch call refuses it too, game.room.balance.low).
import { gamesPvpRooms, walletBalance } from '../../contract/generated/calls.ts';
import type { PvpRoom } from '../../contract/generated/games-pvp-rooms.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';
import { pageConfig } from '../client/page-data.ts';
import type { CardGame } from '../shared/game-card.ts';

export interface RoomChoice {
  rooms: PvpRoom[];
  /** The main wallet, major units: the balance the gateway checks a room's minimum against. */
  balance: number;
}

/** The game's rooms and the member's main-wallet balance. */
export async function loadRoomChoice(game: CardGame): Promise<RoomChoice> {
  const client = await gateway();
  const [rooms, wallets] = await Promise.all([
    client.call(gamesPvpRooms, { vassalage: game.vassalage, gameCode: game.gameCode, language: pageConfig().lang }),
    client.call(walletBalance, { typeId: 0 }),
  ]);
  return { rooms: rooms.list, balance: wallets.balance.find((w) => w.accountTypeId === 0)?.availBalance ?? 0 };
}

/** Whether the balance covers the room's minimum. */
export const covers = (balance: number, room: PvpRoom): boolean => balance >= room.minBalance;
