import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { $modal, closeModal, openModal } from '../../stores/modal.ts';
import { $session } from '../../stores/session.ts';
import { loadServiceEntries, type ServiceEntry } from '../../stores/support.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ButtonRow } from '../ui/ButtonRow.tsx';

/** How an address reads beside its link: without the scheme (mailto:, tel:, https://). */
const shown = (url: string) => url.replace(/^(https:\/\/|mailto:|tel:)/, '').replace(/\/$/, '');

function EntryList({ items, label }: { items: ServiceEntry[]; label: string }) {
  return (
    <ul className="service-entries" aria-label={label}>
      {items.map((entry) => (
        <li key={entry.url}>
          <a className={`service-entry service-${entry.type.toLowerCase()}`} href={entry.url} target="_blank" rel="noopener">
            {entry.label ?? t(`island.cs.${entry.type}`)}
          </a>
          <span className="service-address">{shown(entry.url)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Customer service: the status call's entries (their encrypted addresses decrypted), the other
 * service channels, the support hours, and the chat room for members where the merchant has one.
 */
export default function ServiceModal() {
  const { supportHours, chatRoom } = pageConfig();
  const { isLogin, isTrial } = useStore($session);
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof loadServiceEntries>> | 'failed' | null>(null);
  const load = () => {
    setLoaded(null);
    loadServiceEntries().then(setLoaded, () => setLoaded('failed'));
  };
  useEffect(load, []);
  // The chat room replaces this dialog; focus goes back to what opened this one when it closes.
  const openChat = () => openModal(isTrial ? 'trial' : 'chat', $modal.get()?.opener ?? null);
  return (
    <Modal title={t('island.cs.title')} onClose={closeModal}>
      {supportHours && <p className="service-hours">{t('island.cs.hours', { hours: supportHours })}</p>}
      {loaded === null && <p role="status">{t('island.cs.loading')}</p>}
      {loaded === 'failed' && <LoadFailed onRetry={load} message={t('island.cs.failed')} />}
      {loaded && loaded !== 'failed' && (
        <>
          {loaded.entries.length + loaded.resources.length === 0 && <p>{t('island.cs.none')}</p>}
          {loaded.entries.length > 0 && <EntryList items={loaded.entries} label={t('island.cs.title')} />}
          {loaded.resources.length > 0 && (
            <>
              <h3 className="service-subtitle">{t('island.cs.alsoOn')}</h3>
              <EntryList items={loaded.resources} label={t('island.cs.alsoOn')} />
            </>
          )}
        </>
      )}
      {chatRoom && isLogin && <ButtonRow className="modal-actions" label={t('island.chat.open')} onClick={openChat} primary />}
    </Modal>
  );
}
