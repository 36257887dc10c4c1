import { useEffect, useState } from 'react';
import type { HelpArticle } from '../../../contract/generated/system-help-center.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { $modal, closeModal } from '../../stores/modal.ts';
import { loadHelpArticles } from '../../stores/support.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import { TitleList } from '../ui/TitleList.tsx';

/** The article asked for: the opening link's #anchor (/help#term), else the address's (#privacy on any page). */
function askedFor(): string {
  const href = $modal.get()?.opener?.getAttribute('href') ?? '';
  return (href.includes('#') ? href.slice(href.indexOf('#')) : location.hash).slice(1);
}

/** Closes the dialog; a #anchor that opened it leaves the address, so the same link opens it again. */
function close(): void {
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  closeModal();
}

/** The help centre (/wps/system/helpCenter): article titles on the left, the chosen one on the right. */
export default function HelpModal() {
  const [articles, setArticles] = useState<HelpArticle[] | 'failed' | null>(null);
  const [chosen, setChosen] = useState(askedFor);
  const load = () => {
    setArticles(null);
    loadHelpArticles().then(setArticles, () => setArticles('failed'));
  };
  useEffect(load, []);
  // A fragment naming another article while the dialog is open (a link in an article) shows that one.
  useEffect(() => {
    const follow = () => pageConfig().help.includes(location.hash) && setChosen(location.hash.slice(1));
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  // The dialog opens with its list, so focus lands on the chosen article's title (a short GET).
  if (articles === null) return null;
  if (articles === 'failed')
    return (
      <Modal title={t('island.help.title')} onClose={close}>
        <LoadFailed onRetry={load} message={t('island.help.failed')} />
      </Modal>
    );
  const current = articles.find((a) => a.id === chosen) ?? articles[0];
  return (
    <Modal title={t('island.help.title')} onClose={close} wide>
      {current ? (
        <div className="announcements help-browser">
          <div className="announcement-list">
            <TitleList
              items={articles}
              current={current}
              label={t('island.help.contents')}
              titleOf={(article) => article.title}
              keyOf={(article) => article.id}
              onChoose={(article) => setChosen(article.id)}
            />
          </div>
          <article className="announcement-detail" aria-labelledby={`help-${current.id}`}>
            <h3 id={`help-${current.id}`}>{current.title}</h3>
            <SafeHtml className="announcement-content prose" html={current.content} />
          </article>
        </div>
      ) : (
        <p>{t('island.help.empty')}</p>
      )}
    </Modal>
  );
}
