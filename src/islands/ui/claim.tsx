import { useState } from 'react';
import { errorText } from '../../client/error-text.ts';

/** What a claim said: the money it paid, in words, or why it was refused. */
type ClaimOutcome = { ok: boolean; text: string };

/**
 * A claim of money (a mission's reward, a raffle prize, a promotion's bonus): busy while it runs,
 * then what it paid in words (`paid`) or the gateway's refusal. `after` runs once it has paid (a
 * summary to load again); its own failure is not the claim's.
 */
export function useClaim(send: () => Promise<number>, paid: (amount: number) => string, after?: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const claim = () => {
    setBusy(true);
    send()
      .then(
        (amount) => {
          setOutcome({ ok: true, text: paid(amount) });
          return after?.();
        },
        (error) => setOutcome({ ok: false, text: errorText(error) }),
      )
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { busy, outcome, claim };
}

/** A claim's outcome line: kept in the page (so it is announced), red when the claim was refused. */
export function ClaimStatus({ outcome }: { outcome: ClaimOutcome | null }) {
  return (
    <p role="status" className={outcome && !outcome.ok ? 'form-error' : 'form-success'}>
      {outcome?.text ?? ''}
    </p>
  );
}
