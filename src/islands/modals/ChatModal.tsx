import { useEffect, useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { launchChat } from '../../stores/support.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Modal } from '../ui/Modal.tsx';

/**
 * The merchant's chat room (CBS_launchChat): framed when the page's Content-Security-Policy allows
 * its origin (the configured room's), and always as a link that opens it in a tab of its own.
 */
export default function ChatModal() {
  const [room, setRoom] = useState<{ url: string; framed: boolean } | { error: string } | null>(null);
  const load = () => {
    setRoom(null);
    launchChat().then(setRoom, (error: unknown) => setRoom({ error: errorText(error) }));
  };
  useEffect(load, []);
  return (
    <Modal title={t('island.chat.title')} onClose={closeModal} wide>
      {room === null && <p role="status">{t('island.chat.loading')}</p>}
      {room && 'error' in room && <LoadFailed onRetry={load} message={room.error} />}
      {room && 'url' in room && (
        <>
          {room.framed && <iframe className="chat-frame" title={t('island.chat.title')} src={room.url} />}
          <p>
            <a href={room.url} target="_blank" rel="noopener">
              {t('island.chat.newTab')}
            </a>
          </p>
        </>
      )}
    </Modal>
  );
}
