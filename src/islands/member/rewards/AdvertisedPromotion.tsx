import { useState } from 'react';
import { errorText } from '../../../client/error-text.ts';
import { pageConfig, sitePath } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { termLines } from '../../../../core/promotions.ts';
import { promotionAnchor } from '../../../shared/reward-anchor.ts';
import { joinPromotion, type Promotion } from '../../../stores/promotions.ts';

/**
 * The promotion an announcement advertised, when the member arrives from its go-to-promotion
 * button and it has no bonus waiting for them: its state for the member, its bonus and how to take
 * part, and what it allows here (joining an open AUTO promotion), else a link to its card on
 * /promotions (applying, with its rules).
 */
export function AdvertisedPromotion({
  promotion: p,
  money,
  onChange,
}: {
  promotion: Promotion;
  money: (major: number) => string;
  onChange: (next: Promotion) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const id = promotionAnchor(p.promotionId);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeZone: pageConfig().timezone }).format(ms);
  const terms = termLines(p, t, money, date);
  const join = () => {
    setBusy(true);
    joinPromotion(p.promotionId)
      .then(
        (next) => {
          onChange(next);
          setOutcome({ ok: true, text: t('island.promotions.joined', { title: p.title }) });
        },
        (error) => setOutcome({ ok: false, text: errorText(error) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    // Its own place in the reward centre: the go-to-promotion button lands here (src/shared/reward-anchor.ts).
    <li
      className="raffle-win surface"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-promotion={p.promotionId}
      data-state={p.state}
    >
      <p id={`${id}-title`}>
        <strong>{p.title}</strong>
      </p>
      <p className={`status-badge promotion-state state-${p.state.toLowerCase()}`}>{t(`island.promotions.state.${p.state}`)}</p>
      <p>
        {terms.bonus} · {terms.condition}
      </p>
      <p className="muted">{terms.period}</p>
      {p.state === 'JOIN' && p.kind === 'AUTO' ? (
        <button type="button" className="btn btn-primary btn-small" disabled={busy} aria-describedby={`${id}-title`} onClick={join}>
          {t('island.promotions.join')}
        </button>
      ) : (
        <a href={`${sitePath('promotions')}#promotion-${p.promotionId}`}>{t('island.rewards.seePromotion')}</a>
      )}
      <p role="status" className={outcome && !outcome.ok ? 'form-error' : 'form-success'}>
        {outcome?.text}
      </p>
    </li>
  );
}
