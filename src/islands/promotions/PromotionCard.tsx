import type { MouseEvent, ReactElement } from 'react';
import type { Promotion } from '../../../contract/generated/common.ts';
import { termLines } from '../../../core/promotions.ts';

/** The card's words: the page's messages, its money and its dates. */
type Say = (key: string, values?: Record<string, string | number>) => string;

/** The button a card offers: the island's, which acts, or the build's, which opens the login modal (boot.ts). */
export interface CardAction {
  label: string;
  /** The build's: hidden on a session's page (.for-visitor) until the island replaces the card. */
  visitorOnly?: boolean;
  /** The modal boot.ts opens on a press (data-open-modal), for a page with no island yet. */
  opensModal?: string;
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

interface Props {
  promotion: Promotion;
  say: Say;
  money: (major: number) => string;
  date: (ms: number) => string;
  /** The banner's address (the island's goes through the image host). */
  banner: string;
  /** The member's state of it: the island's; the build shows the period, not a state, which would go stale. */
  showState: boolean;
  /** The rules: the island's sanitised HTML, or the text lines the build keeps (src/build-time/html-text.ts). */
  rules: ReactElement | readonly string[];
  action?: CardAction | undefined;
}

/**
 * One promotion's card, the same markup whoever renders it: the promotions island
 * (src/islands/Promotions.tsx) in the browser, and the build for a visitor's static page
 * (src/components/pages/PromotionCards.astro, server-rendered without JavaScript).
 */
export function PromotionCard({ promotion: p, say, money, date, banner, showState, rules, action }: Props) {
  const terms = termLines(p, say, money, date);
  const titleId = `promotion-${p.promotionId}`;
  return (
    <article className="promotion-card surface" aria-labelledby={titleId} data-promotion={p.promotionId} data-state={p.state}>
      <img className="promotion-banner" src={banner} alt="" width={1200} height={400} loading="lazy" decoding="async" />
      <div className="promotion-body">
        <h2 id={titleId}>{p.title}</h2>
        {showState && (
          <p className={`status-badge promotion-state state-${p.state.toLowerCase()}`}>{say(`island.promotions.state.${p.state}`)}</p>
        )}
        {p.audience !== 'ALL' && <p className="promotion-audience">{say(`island.promotions.audience.${p.audience}`)}</p>}
        <ul className="promotion-terms">
          <li>{terms.period}</li>
          <li>{terms.bonus}</li>
          <li>{terms.condition}</li>
          <li>{terms.turnover}</li>
        </ul>
        {p.amount !== undefined && p.state !== 'ISSUED' && <p>{say('island.promotions.amount', { amount: money(p.amount) })}</p>}
        {p.reason && <p className="promotion-reason">{say('island.promotions.reason', { reason: p.reason })}</p>}
        <details className="promotion-rules">
          <summary>{say('island.promotions.rules')}</summary>
          {isLines(rules) ? (
            <div className="promotion-content">
              {rules.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the rules' text in order, rendered once
                <p key={i}>{line}</p>
              ))}
            </div>
          ) : (
            rules
          )}
        </details>
        {action && (
          <button
            type="button"
            className={`btn btn-primary promotion-action${action.visitorOnly ? ' for-visitor' : ''}`}
            data-open-modal={action.opensModal}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        )}
      </div>
    </article>
  );
}

const isLines = (rules: ReactElement | readonly string[]): rules is readonly string[] => Array.isArray(rules);
