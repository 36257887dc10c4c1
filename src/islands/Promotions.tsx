import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorText } from '../client/error-text.ts';
import { imageUrl } from '../client/hosts.ts';
import { pageConfig } from '../client/page-data.ts';
import { t } from '../client/t.ts';
import { money } from './ui/money.ts';
import { openModal } from '../stores/modal.ts';
import { claimPromotion, joinPromotion, loadPromotionList, type Promotion } from '../stores/promotions.ts';
import { $session, $token } from '../stores/session.ts';
import { ApplyModal } from './promotions/ApplyModal.tsx';
import { type CardAction, PromotionCard } from './promotions/PromotionCard.tsx';
import { LoadFailed } from './ui/LoadFailed.tsx';
import { SafeHtml } from './ui/SafeHtml.tsx';
import { Loading } from './ui/Loading.tsx';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: Promotion[] };

/**
 * The promotions page with the member's state in each and the action it allows: join (AUTO),
 * apply in a dialog (APPLY), claim an issued bonus. A visitor's page is static (built from the
 * gateway, src/components/pages/PromotionCards.astro); this island takes over once there is a
 * session, or for visitors when the build had no promotions. Trial accounts get the
 * needs-a-real-account dialog instead of taking part.
 */
export function Promotions() {
  const { isLogin, isTrial } = useStore($session);
  const token = useStore($token);
  // A token whose member is still loading is neither audience yet.
  const settled = isLogin || !token;
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [applying, setApplying] = useState<{ promotion: Promotion; opener: HTMLElement } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's counter: a new attempt loads again
  useEffect(() => {
    if (!settled) return;
    let current = true;
    loadPromotionList().then(
      (items) => current && setShown({ status: 'ready', items }),
      () => current && setShown({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [isLogin, settled, attempt]);

  /** Puts the gateway's new state of one promotion in the list. */
  const replace = (next: Promotion) =>
    setShown((s) => (s.status === 'ready' ? { ...s, items: s.items.map((p) => (p.promotionId === next.promotionId ? next : p)) } : s));

  const act = async (p: Promotion, opener: HTMLElement) => {
    if (!isLogin) return openModal('login', opener);
    if (isTrial) return openModal('trial', opener);
    if (p.state === 'JOIN' && p.kind === 'APPLY') return setApplying({ promotion: p, opener });
    setBusy(p.promotionId);
    setSaid(null);
    try {
      if (p.state === 'ISSUED') {
        const amount = await claimPromotion(p.promotionId);
        setSaid({ text: t('island.promotions.claimed', { amount: money(amount) }), problem: false });
        setAttempt((n) => n + 1);
      } else {
        replace(await joinPromotion(p.promotionId));
        setSaid({ text: t('island.promotions.joined', { title: p.title }), problem: false });
      }
    } catch (error) {
      setSaid({ text: errorText(error), problem: true });
      setAttempt((n) => n + 1);
    } finally {
      setBusy(null);
    }
  };

  if (shown.status === 'loading') return <Loading>{t('island.promotions.loading')}</Loading>;
  if (shown.status === 'failed') return <LoadFailed message={t('island.promotions.failed')} onRetry={() => setAttempt((n) => n + 1)} />;
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
      <p role="status" className={said && !said.problem ? 'form-success' : 'visually-hidden'}>
        {said && !said.problem ? said.text : ''}
      </p>
      {said?.problem && (
        <p role="alert" className="form-error">
          {said.text}
        </p>
      )}
      {shown.items.length ? (
        <ul className="promotion-list">
          {shown.items.map((p) => (
            <li key={p.promotionId}>
              <PromotionCard
                promotion={p}
                say={t}
                money={money}
                date={date}
                banner={imageUrl(p.banner)}
                showState={isLogin || p.state !== 'JOIN'}
                rules={<SafeHtml className="promotion-content" html={p.rules} />}
                action={actionFor(p, busy === p.promotionId, act)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="promotions-empty">{t('island.promotions.empty')}</p>
      )}
      {applying && (
        <ApplyModal
          promotion={applying.promotion}
          opener={applying.opener}
          onClose={() => setApplying(null)}
          onApplied={(next) => {
            replace(next);
            setApplying(null);
            setSaid({ text: t('island.promotions.applied', { title: next.title }), problem: false });
          }}
        />
      )}
    </>
  );
}

/** The button a state allows, acting on a press; none for a state that allows nothing. */
function actionFor(p: Promotion, busy: boolean, act: (p: Promotion, opener: HTMLElement) => void): CardAction | undefined {
  const label = actionOf(p);
  return label === null ? undefined : { label, disabled: busy, onClick: (e) => act(p, e.currentTarget) };
}

/** The action a state allows, as its button's words; null for none. */
function actionOf(p: Promotion): string | null {
  if (p.state === 'ISSUED') return t('island.promotions.claim', { amount: money(p.amount ?? 0) });
  if (p.state !== 'JOIN') return null;
  return t(p.kind === 'APPLY' ? 'island.promotions.apply' : 'island.promotions.join');
}

/** A date in the page's language and the site's time zone. */
const date = (ms: number) =>
  new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeZone: pageConfig().timezone }).format(ms);
