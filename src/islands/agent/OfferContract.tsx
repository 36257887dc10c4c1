import { type FormEvent, useState } from 'react';
import type { ContractKind } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { actOnContract, contractKinds } from '../../stores/contracts.ts';
import { Field, SelectField } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SubmitRow } from '../ui/SubmitRow.tsx';

const PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
const MAX_TIERS = 5;

interface TierInput {
  key: number;
  rate: string;
  validBet: string;
  activeMembers: string;
}

let nextKey = 0;
const blankTier = (): TierInput => ({ key: nextKey++, rate: '', validBet: '0', activeMembers: '0' });

/**
 * The dialog an upline offers a direct sub-agent downline a contract in: its kind (those the
 * merchant has on), a dividend's period, 1 to 5 tiers (rate and minimums) or the real-time win
 * and loss rates. The gateway checks the terms; its refusal is said here. `onDone` runs once the
 * offer is sent (it waits for the downline's answer).
 */
export function OfferContractDialog(props: {
  account: string;
  kind?: ContractKind;
  opener?: HTMLElement | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const kinds = contractKinds();
  const [kind, setKind] = useState<ContractKind>(props.kind ?? kinds[0] ?? 'DAILY');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('MONTHLY');
  const [tiers, setTiers] = useState<TierInput[]>(() => [blankTier()]);
  const [rates, setRates] = useState({ winRate: '', lossRate: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const change = (key: number, field: keyof Omit<TierInput, 'key'>, value: string) =>
    setTiers(tiers.map((tier) => (tier.key === key ? { ...tier, [field]: value } : tier)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError('');
    const terms =
      kind === 'REALTIME'
        ? { winRate: Number(rates.winRate), lossRate: Number(rates.lossRate) }
        : {
            ...(kind === 'DIVIDEND' ? { period } : {}),
            tiers: tiers.map((tier) => ({
              rate: Number(tier.rate),
              validBet: Number(tier.validBet),
              activeMembers: kind === 'DIVIDEND' ? Number(tier.activeMembers) : 0,
            })),
          };
    actOnContract(kind, { action: 'OFFER', downline: props.account, ...terms }).then(
      () => {
        props.onDone?.();
        props.onClose();
      },
      (e) => {
        setPending(false);
        setError(errorText(e));
      },
    );
  };
  const number = { type: 'number', inputMode: 'decimal', min: 0, step: 'any', required: true } as const;
  const rateField = (name: keyof typeof rates, label: string) => (
    <Field label={label} name={name} value={rates[name]} onChange={(e) => setRates({ ...rates, [name]: e.target.value })} {...number} />
  );
  /** One tier's number; its id `tier-<key>-<idSuffix>`; a whole count where `whole`. */
  const tierField = (tier: TierInput, name: keyof Omit<TierInput, 'key'>, idSuffix: string, label: string, whole = false) => (
    <Field
      id={`tier-${tier.key}-${idSuffix}`}
      label={label}
      name={name}
      value={tier[name]}
      onChange={(e) => change(tier.key, name, e.target.value)}
      {...number}
      {...(whole ? { inputMode: 'numeric', step: 1 } : {})}
    />
  );
  return (
    <Modal
      title={t('island.contracts.offerTo', { account: props.account })}
      opener={props.opener ?? (document.activeElement as HTMLElement | null)}
      onClose={props.onClose}
    >
      <form className="modal-form offer-contract" onSubmit={submit}>
        <SelectField
          id="offer-kind"
          data-autofocus
          label={t('island.contracts.dialog.kind')}
          value={kind}
          options={kinds.map((k) => [k, t(`island.contracts.kind.${k}`)])}
          onChange={(k) => setKind(k as ContractKind)}
        />
        {kind === 'DIVIDEND' && (
          <SelectField
            id="offer-period"
            label={t('island.contracts.dialog.period')}
            value={period}
            options={PERIODS.map((p) => [p, t(`island.contracts.period.${p}`)])}
            onChange={(p) => setPeriod(p as (typeof PERIODS)[number])}
          />
        )}
        {kind === 'REALTIME' ? (
          <>
            {rateField('lossRate', t('island.contracts.dialog.lossRate'))}
            {rateField('winRate', t('island.contracts.dialog.winRate'))}
          </>
        ) : (
          tiers.map((tier, i) => (
            <fieldset key={tier.key} className="offer-tier">
              <legend>{t('island.contracts.dialog.tier', { n: i + 1 })}</legend>
              {tierField(tier, 'rate', 'rate', t('island.contracts.dialog.rate'))}
              {tierField(tier, 'validBet', 'bet', t('island.contracts.dialog.minBet'))}
              {kind === 'DIVIDEND' && tierField(tier, 'activeMembers', 'active', t('island.contracts.dialog.minActive'), true)}
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => setTiers(tiers.filter((other) => other.key !== tier.key))}
                >
                  {t('island.contracts.dialog.removeTier', { n: i + 1 })}
                </button>
              )}
            </fieldset>
          ))
        )}
        {kind !== 'REALTIME' && tiers.length < MAX_TIERS && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setTiers([...tiers, blankTier()])}>
            {t('island.contracts.dialog.addTier')}
          </button>
        )}
        <SubmitRow error={error} pending={pending} label={t('island.contracts.dialog.send')} />
      </form>
    </Modal>
  );
}
