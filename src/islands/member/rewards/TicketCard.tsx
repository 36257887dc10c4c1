import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../client/error-text.ts';
import { t } from '../../../client/t.ts';
import { loadRewardTickets, type Opened, openTicket, type RewardTickets, type TicketKind } from '../../../stores/rewards.ts';
import { type Phase, RewardStage } from './RewardStage.tsx';
import { momentFormat } from '../../ui/moment.ts';

/** The longest an animation plays: past it the result shows anyway (an animation that never ends must not hide it). */
const LONGEST_ANIMATION_MS = 5_000;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface TicketCardProps {
  kind: TicketKind;
  tickets: RewardTickets['tickets'];
  prizes: RewardTickets['prizes'];
  money: (major: number) => string;
}

/**
 * One kind of ticket: how many the member holds, the button that opens the next to expire, its
 * animation (played once the gateway answered, landing on that answer) and the result, said in a
 * live region once it shows.
 */
export function TicketCard({ kind, tickets, prizes, money }: TicketCardProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{ segment: number; text: string; label: string } | null>(null);
  const [failed, setFailed] = useState('');
  const fallback = useRef(0);
  useEffect(() => () => window.clearTimeout(fallback.current), []);
  const id = `reward-${kind.toLowerCase()}`;
  const show = () => {
    window.clearTimeout(fallback.current);
    setPhase((p) => (p === 'playing' ? 'shown' : p));
    // The counts and the history follow once the result shows.
    loadRewardTickets().catch(() => undefined);
  };
  const answered = (opened: Opened) => {
    const text = opened.prize > 0 ? t('island.rewards.won', { amount: money(opened.prize) }) : t(`island.rewards.noPrize.${kind}`);
    const label = opened.prize > 0 ? money(opened.prize) : t('island.rewards.noPrize.short');
    setResult({ segment: opened.segment, text, label });
    if (reducedMotion()) {
      setPhase('shown');
      loadRewardTickets().catch(() => undefined);
      return;
    }
    setPhase('playing');
    fallback.current = window.setTimeout(show, LONGEST_ANIMATION_MS);
  };
  const open = () => {
    const next = tickets[0];
    if (!next) return;
    setPhase('asking');
    setResult(null);
    setFailed('');
    openTicket(next.ticketId).then(answered, (error) => {
      setFailed(errorText(error));
      setPhase('idle');
      loadRewardTickets().catch(() => undefined);
    });
  };
  const busy = phase === 'asking' || phase === 'playing';
  const when = momentFormat();
  return (
    // The announcement popup's go-to-promotion button lands here (src/shared/reward-anchor.ts).
    <li className="reward-card surface" id={id} tabIndex={-1} data-kind={kind} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`island.rewards.kind.${kind}`)}</h3>
      <p className="muted" id={`${id}-count`}>
        {t('island.rewards.held', { count: tickets.length })}
        {tickets[0] && ` ${t('island.rewards.expires', { time: when.format(tickets[0].expiresAt) })}`}
      </p>
      <RewardStage kind={kind} phase={phase} result={result} prizes={prizes} onLanded={show} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || tickets.length === 0}
        aria-describedby={`${id}-count`}
        aria-busy={busy}
        onClick={open}
      >
        {t(`island.rewards.open.${kind}`)}
      </button>
      <p role="status" className={failed ? 'form-error' : 'form-success reward-result'}>
        {failed || (phase === 'shown' ? result?.text : '')}
      </p>
    </li>
  );
}
