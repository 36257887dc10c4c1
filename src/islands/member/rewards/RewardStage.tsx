import type { AnimationEvent } from 'react';
import { t } from '../../../client/t.ts';
import type { RewardTickets, TicketKind } from '../../../stores/rewards.ts';

type Prize = RewardTickets['prizes'][number];

/** Where an opening is: nothing yet, asking the gateway, playing its answer, showing it. */
export type Phase = 'idle' | 'asking' | 'playing' | 'shown';

/** Whole turns the wheel makes before it lands. */
const TURNS = 5;

interface StageProps {
  kind: TicketKind;
  phase: Phase;
  /** The gateway's answer: the segment it drew and the prize's short label (known once it answered). */
  result: { segment: number; label: string } | null;
  /** The kind's prizes, by segment: the wheel's slices. */
  prizes: readonly Prize[];
  /** The animation landed (it starts only on the gateway's answer). */
  onLanded: () => void;
}

/**
 * A kind's small picture and its animation: the envelope's flap opens, the wheel turns to the
 * segment the gateway drew, the egg shakes and cracks. Only the answer starts it (phase
 * 'playing'); under prefers-reduced-motion the page skips it and the result just shows.
 * Decorative: the result is said in the card's live region.
 */
export function RewardStage({ kind, phase, result, prizes, onLanded }: StageProps) {
  const landed = (e: AnimationEvent) => {
    // Only the animation that ends the opening: the shake before the crack ends first.
    if (e.animationName.endsWith('-done')) onLanded();
  };
  const open = phase === 'playing' || phase === 'shown';
  return (
    <div className={`reward-stage reward-${kind.toLowerCase()}`} data-phase={phase} aria-hidden="true" onAnimationEnd={landed}>
      {kind === 'WHEEL' ? (
        <Wheel prizes={prizes} segment={open ? (result?.segment ?? null) : null} />
      ) : kind === 'RED_ENVELOPE' ? (
        <div className="envelope">
          <span className="envelope-card">{open ? result?.label : ''}</span>
          <span className="envelope-flap" />
          <span className="envelope-seal" />
        </div>
      ) : (
        <div className="egg">
          <span className="egg-prize">{open ? result?.label : ''}</span>
          <span className="egg-half egg-top" />
          <span className="egg-half egg-bottom" />
        </div>
      )}
    </div>
  );
}

function Wheel({ prizes, segment }: { prizes: readonly Prize[]; segment: number | null }) {
  // Slices are narrow: the amount without its currency.
  const amount = new Intl.NumberFormat(document.documentElement.lang);
  const slice = 360 / Math.max(prizes.length, 1);
  const colours = prizes.map((_, i) => `${i % 2 ? 'var(--sf-surface)' : 'var(--sf-primary)'} ${i * slice}deg ${(i + 1) * slice}deg`);
  // The pointer is at the top: the drawn slice's middle comes to it after whole turns.
  const turn = segment === null ? 0 : TURNS * 360 - (segment + 0.5) * slice;
  return (
    <div className="wheel">
      <span className="wheel-pointer" />
      <div
        className="wheel-disc"
        style={{ background: `conic-gradient(${colours.join(', ')})`, ['--turn' as string]: `${turn}deg`, transform: `rotate(${turn}deg)` }}
      >
        {prizes.map((p) => (
          <span
            key={p.segment}
            className={p.segment % 2 ? 'wheel-label' : 'wheel-label wheel-label-on-primary'}
            style={{ transform: `rotate(${(p.segment + 0.5) * slice}deg)` }}
          >
            {p.amount > 0 ? amount.format(p.amount) : t('island.rewards.noPrize.short')}
          </span>
        ))}
      </div>
    </div>
  );
}
