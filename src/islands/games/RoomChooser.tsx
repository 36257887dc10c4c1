// The room chooser of a card game with rooms (GLS2_roomList): each room's stake, minimum balance
// and players, with the member's main-wallet balance; a room the balance cannot cover is marked and
// its Join is disabled. Join launches the game into the room by the usual launch path.
import { useState } from 'react';
import type { PvpRoom } from '../../../contract/generated/games-pvp-rooms.ts';
import { t } from '../../client/t.ts';
import { cardView, type CardGame } from '../../shared/game-card.ts';
import { launchGame } from '../../stores/games.ts';
import { covers, loadRoomChoice, type RoomChoice } from '../../stores/pvp-rooms.ts';
import { Modal } from '../ui/Modal.tsx';
import { money } from '../ui/money.ts';
import { useLoad } from '../ui/use-load.ts';
import { loadingBody } from './loading-body.tsx';

interface RoomChooserProps {
  game: CardGame;
  onClose: () => void;
  /** The game card's play button: focus returns there. */
  opener: HTMLElement;
}

function RoomRow({ room, balance, onJoin }: { room: PvpRoom; balance: number; onJoin: (room: PvpRoom) => void }) {
  const enough = covers(balance, room);
  const noteId = `room-${room.roomId}-low`;
  return (
    <li className={enough ? 'card pvp-room' : 'card pvp-room pvp-room-low'} data-room-id={room.roomId}>
      <h3 className="pvp-room-name">{room.roomName}</h3>
      <p className="pvp-room-meta">{t('games.rooms.stake', { amount: money(room.minBet) })}</p>
      <p className="pvp-room-meta">{t('games.rooms.minBalance', { amount: money(room.minBalance) })}</p>
      <p className="pvp-room-meta">{t('games.rooms.players', { players: room.players, max: room.maxPlayers })}</p>
      {!enough && (
        <p className="pvp-room-low-note" id={noteId}>
          {t('games.rooms.tooLow')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary pvp-room-join"
        disabled={!enough}
        aria-label={t('games.rooms.joinRoom', { name: room.roomName })}
        aria-describedby={enough ? undefined : noteId}
        onClick={() => onJoin(room)}
      >
        {t('games.rooms.join')}
      </button>
    </li>
  );
}

/** The dialog: loading, failed (with retry), no rooms (play anyway), or the rooms. */
function RoomChooser({ game, onClose, opener }: RoomChooserProps) {
  const [choice, setChoice] = useState<RoomChoice | null>(null);
  const { failed, retry } = useLoad(() => loadRoomChoice(game).then(setChoice), [game]);
  // The launch opens its window during the click; the dialog then closes and focus goes back to the card.
  const join = (room?: PvpRoom) => {
    void launchGame(game, { opener, ...(room ? { roomId: room.roomId } : {}) });
    onClose();
  };
  const body =
    loadingBody({ failed, retry, loaded: choice !== null }, { loading: t('games.rooms.loading'), failed: t('games.rooms.loadFailed') }) ??
    (choice!.rooms.length === 0 ? (
      <div className="pvp-rooms-none">
        <p>{t('games.rooms.none')}</p>
        <button type="button" className="btn btn-primary" onClick={() => join()}>
          {t('games.rooms.playWithout')}
        </button>
      </div>
    ) : (
      <>
        <p className="pvp-rooms-balance">{t('games.rooms.balance', { amount: money(choice!.balance) })}</p>
        <ul className="pvp-rooms-list" aria-label={t('games.rooms.list')}>
          {choice!.rooms.map((room) => (
            <RoomRow key={room.roomId} room={room} balance={choice!.balance} onJoin={join} />
          ))}
        </ul>
      </>
    ));
  return (
    <Modal title={t('games.rooms.title', { name: cardView(game).name })} onClose={onClose} opener={opener}>
      <div className="pvp-rooms-body" aria-busy={!choice && !failed}>
        {body}
      </div>
    </Modal>
  );
}

export default RoomChooser;
