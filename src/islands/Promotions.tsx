import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Announcement } from '../contract/generated/common.ts';
import { t } from '../client/t.ts';
import { loadPromotions } from '../stores/announcements.ts';
import { openModal } from '../stores/modal.ts';
import { $session, $token } from '../stores/session.ts';
import { SafeHtml } from './ui/SafeHtml.tsx';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: Announcement[] };

/**
 * The promotions page: the gateway's promotion announcements (type PR) for the visitor or member
 * audience, each with its sanitised content; a visitor is asked to log in to take part. Taking part
 * (claiming, the reward centre) is the rewards work: until then the page shows what is on offer.
 */
export function Promotions() {
  const { isLogin } = useStore($session);
  const token = useStore($token);
  // A token whose member is still loading is neither audience yet.
  const settled = isLogin || !token;
  const audience = isLogin ? 'A' : 'B';
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's counter: a new attempt loads again
  useEffect(() => {
    if (!settled) return;
    let current = true;
    setShown({ status: 'loading' });
    loadPromotions(audience).then(
      (items) => current && setShown({ status: 'ready', items }),
      () => current && setShown({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [audience, settled, attempt]);

  if (shown.status === 'loading')
    return (
      <p className="placeholder" aria-busy="true">
        {t('island.promotions.loading')}
      </p>
    );
  if (shown.status === 'failed') {
    return (
      <div className="games-error" role="alert">
        <p>{t('island.promotions.failed')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t('games.retry')}
        </button>
      </div>
    );
  }
  if (!shown.items.length) return <p className="promotions-empty">{t('island.promotions.empty')}</p>;
  return (
    <>
      {!isLogin && (
        <p className="promotions-join">
          {t('island.promotions.visitor')}{' '}
          <button type="button" className="btn btn-primary" onClick={(e) => openModal('login', e.currentTarget)}>
            {t('header.login')}
          </button>
        </p>
      )}
      <ul className="promotion-list">
        {shown.items.map((item) => (
          <li key={item.id}>
            <article className="promotion-card" aria-labelledby={`promotion-${item.id}`}>
              <h2 id={`promotion-${item.id}`}>{item.title}</h2>
              <SafeHtml className="promotion-content" html={item.content} />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
