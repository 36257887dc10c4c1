import { useEffect, useRef, useState } from 'react';
import type { Contract, ContractKind } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { actOnContract } from '../../stores/contracts.ts';
import { money } from '../ui/money.ts';

/** Money and percent in the page's language. */
export function useFormats() {
  const lang = document.documentElement.lang;
  const pct = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  const timeZone = pageConfig().timezone;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone });
  return {
    money,
    rate: (percent: number) => pct.format(percent / 100),
    when: (ms: number) => when.format(ms),
    /** A settlement's period, short: its days (the last one included), or its day and hours. */
    period: ({ periodStart: from, periodEnd: to }: { periodStart: number; periodEnd: number }) =>
      to - from >= 23 * 3_600_000 ? day.formatRange(from, to - 1) : `${when.format(from)}–${time.format(to)}`,
  };
}

/** A contract's terms: its period and each tier (or the real-time rates), in words. */
export function Terms({ contract }: { contract: Contract }) {
  const { money, rate } = useFormats();
  return (
    <div className="contract-terms">
      <p className="muted">{t(`island.contracts.period.${contract.period}`)}</p>
      {contract.kind === 'REALTIME' ? (
        <p>{t('island.contracts.rates', { loss: rate(contract.lossRate ?? 0), win: rate(contract.winRate ?? 0) })}</p>
      ) : (
        <ul className="contract-tiers">
          {contract.tiers.map((tier, i) => (
            <li key={`${tier.rate}-${tier.validBet}-${tier.activeMembers}`}>
              {contract.kind === 'DIVIDEND'
                ? t('island.contracts.tierDividend', {
                    tier: i + 1,
                    rate: rate(tier.rate),
                    active: tier.activeMembers,
                    validBet: money(tier.validBet),
                  })
                : t('island.contracts.tierSalary', { tier: i + 1, rate: rate(tier.rate), validBet: money(tier.validBet) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What waits for the downline on a contract, with its answer: a new offer (saying first when it
 * ends the current contract, and when its rate is lower) or the upline's request to end one.
 */
export function Answer({ kind, contract }: { kind: ContractKind; contract: Contract }) {
  const { rate } = useFormats();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const answer = (action: 'ACCEPT' | 'REJECT') => {
    setPending(true);
    setError('');
    actOnContract(kind, { action, contractId: contract.id }).then(
      () => setPending(false),
      (e) => {
        setPending(false);
        setError(errorText(e));
      },
    );
  };
  const offer = contract.status === 'PENDING';
  return (
    <div className="contract-answer" data-contract={contract.id}>
      {offer ? (
        <>
          <p>{t('island.contracts.offered', { upline: contract.upline })}</p>
          <Terms contract={contract} />
          {contract.replacesRate !== null && (
            <p className={contract.lowerRate ? 'form-error' : 'muted'} data-testid="replaces">
              {contract.lowerRate
                ? t('island.contracts.lower', { rate: rate(contract.topRate), current: rate(contract.replacesRate) })
                : t('island.contracts.replaces', { rate: rate(contract.replacesRate) })}
            </p>
          )}
        </>
      ) : (
        <p>{t('island.contracts.terminationAsked', { upline: contract.upline })}</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => answer('ACCEPT')}>
          {t(offer ? 'island.contracts.accept' : 'island.contracts.acceptEnd')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={pending} onClick={() => answer('REJECT')}>
          {t(offer ? 'island.contracts.reject' : 'island.contracts.rejectEnd')}
        </button>
      </div>
    </div>
  );
}

/** A terminate button that asks once more before it acts (the upline's asks the downline; the downline's ends it). */
export function TerminateButton({ kind, contract, label }: { kind: ContractKind; contract: Contract; label: string }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const confirm = useRef<HTMLButtonElement>(null);
  // The button pressed goes away: focus moves to the question's answer.
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const terminate = () => {
    setPending(true);
    actOnContract(kind, { action: 'TERMINATE', contractId: contract.id }).then(
      () => {
        setPending(false);
        setAsking(false);
      },
      (e) => {
        setPending(false);
        setError(errorText(e));
      },
    );
  };
  if (!asking)
    return (
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span className="contract-confirm">
      <span>{t('island.contracts.terminateAsk')}</span>{' '}
      <button ref={confirm} type="button" className="btn btn-primary btn-small" disabled={pending} onClick={terminate}>
        {t('island.contracts.confirmTerminate')}
      </button>{' '}
      <button type="button" className="btn btn-ghost btn-small" disabled={pending} onClick={() => setAsking(false)}>
        {t('island.contracts.cancel')}
      </button>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
