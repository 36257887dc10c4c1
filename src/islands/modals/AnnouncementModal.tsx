import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Announcement } from '../../../contract/generated/common.ts';
import { sitePath } from '../../client/page-data.ts';
import { rewardAnchor } from '../../shared/reward-anchor.ts';
import { t } from '../../client/t.ts';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  $notices,
  $popups,
  closePopups,
  loadNotices,
  pageCount,
  pageOf,
  rememberPopupsClosed,
} from '../../stores/announcements.ts';
import { closeModal } from '../../stores/modal.ts';
import { Modal } from '../ui/Modal.tsx';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import { TitleList } from '../ui/TitleList.tsx';
import { Tabs } from './register/Tabs.tsx';

/** The popups for the session's audience; closing them is remembered for the session. */
export function PopupsModal() {
  const popups = useStore($popups);
  return (
    <Modal title={t('island.announcements.popupTitle')} onClose={closePopups} wide>
      <AnnouncementBrowser items={popups?.items ?? []} promotions />
    </Modal>
  );
}

/**
 * The notice list, opened from the lobby's marquee, with the promotion announcements (PR) in a tab
 * of their own, each with its go-to-promotion button.
 */
export function NoticesModal() {
  const lists = useStore($notices);
  const [failed, setFailed] = useState(false);
  const [kind, setKind] = useState<'notices' | 'promotions'>('notices');
  useEffect(() => void loadNotices().catch(() => setFailed(true)), []);
  // The dialog opens with its list, so focus can land on the first title (a short GET).
  if (!lists && !failed) return null;
  const tabs = [
    { key: 'notices' as const, label: t('island.announcements.noticesTab') },
    ...(lists?.promotions.length ? [{ key: 'promotions' as const, label: t('island.announcements.promotionsTab') }] : []),
  ];
  return (
    <Modal title={t('island.announcements.noticeTitle')} onClose={closeModal} wide>
      {lists ? (
        <Tabs label={t('island.announcements.kinds')} tabs={tabs} selected={kind} onSelect={setKind}>
          <AnnouncementBrowser key={kind} items={lists[kind]} promotions={kind === 'promotions'} />
        </Tabs>
      ) : (
        <p role="alert">{t('island.announcements.failed')}</p>
      )}
    </Modal>
  );
}

/** Titles on the left, 9 a page, and the chosen one's sanitised content on the right. */
function AnnouncementBrowser({ items, promotions }: { items: Announcement[]; promotions: boolean }) {
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState(0);
  if (!items.length) return <p>{t('island.announcements.empty')}</p>;
  const pages = pageCount(items.length);
  const current = items[chosen] ?? items[0]!;
  const turn = (to: number) => {
    setPage(to);
    setChosen(to * ANNOUNCEMENT_PAGE_SIZE);
  };
  return (
    <div className="announcements">
      <div className="announcement-list">
        <TitleList
          items={pageOf(items, page)}
          current={current}
          label={t('island.announcements.listLabel')}
          titleOf={(item) => item.title}
          keyOf={(item) => item.id}
          onChoose={(item) => setChosen(items.indexOf(item))}
        />
        {pages > 1 && (
          <div className="announcement-pager">
            <button type="button" className="btn btn-ghost" disabled={page === 0} onClick={() => turn(page - 1)}>
              {t('island.announcements.previous')}
            </button>
            <span aria-live="polite">{t('island.announcements.page', { page: page + 1, pages })}</span>
            <button type="button" className="btn btn-ghost" disabled={page >= pages - 1} onClick={() => turn(page + 1)}>
              {t('island.announcements.next')}
            </button>
          </div>
        )}
      </div>
      <article className="announcement-detail" aria-labelledby={`announcement-${current.id}`}>
        <h3 id={`announcement-${current.id}`}>{current.title}</h3>
        <SafeHtml className="announcement-content" html={current.content} />
        {/* An announcement that advertises a promotion (promotionId, ours) has the button too. */}
        {promotions && (current.promotionType || current.promotionId !== undefined) && (
          <a
            className="btn btn-primary"
            href={`${sitePath('member/rewardCenter')}#${rewardAnchor(current)}`}
            onClick={rememberPopupsClosed}
          >
            {t('island.announcements.goToPromotion')}
          </a>
        )}
      </article>
    </div>
  );
}
