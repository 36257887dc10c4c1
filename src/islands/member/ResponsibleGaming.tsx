import { useState, type FormEvent } from 'react';
import type { ProtectionLimit, ProtectionState } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig, sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { exactMinor } from '../../../core/money.ts';
import { loadProtection, saveLimit, saveRealityCheck, takeBreak } from '../../stores/protection.ts';
import { Section } from '../security/Section.tsx';
import { Field } from '../ui/Field.tsx';
import { type Status, StatusLines } from '../ui/forms.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Loading } from '../ui/Loading.tsx';
import { money } from '../ui/money.ts';
import { useRealMemberGate } from '../ui/real-member.tsx';
import { clearSession } from '../../stores/session.ts';
import { useLoad } from '../ui/use-load.ts';

/** Reality-check intervals on offer, in minutes (the gateway takes 5 to 240). */
const INTERVALS = [15, 30, 45, 60, 90, 120, 180, 240];

/** A time in the page's language, date and time. */
const when = (ms: number) => new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/**
 * /member/responsibleGaming: deposit and loss limits per day, week and month (each with what is
 * used and left, and a pending raise with when it applies), the reality check's interval, a
 * time-out and self-exclusion of the merchant's jurisdiction's lengths. The gateway enforces all
 * of it; this page only asks.
 */
export function ResponsibleGaming() {
  // A break ends the session: what it says must outlive the gate that signing out closes.
  const [ended, setEnded] = useState('');
  const gate = useRealMemberGate();
  if (ended)
    return (
      <div className="security-centre">
        <p role="status">{ended}</p>
        <a className="btn btn-primary" href={sitePath('')}>
          {t('island.rg.home')}
        </a>
      </div>
    );
  return gate ?? <ProtectionPage onBreak={setEnded} />;
}

function ProtectionPage({ onBreak }: { onBreak: (text: string) => void }) {
  const [state, setState] = useState<ProtectionState | null>(null);
  const loaded = useLoad(() => loadProtection().then(setState));
  if (loaded.failed) return <LoadFailed message={loaded.failed} onRetry={loaded.retry} />;
  if (!state) return <Loading>{t('island.rg.loading')}</Loading>;
  return (
    <div className="security-centre">
      <p className="muted">{t('island.rg.intro', { hours: state.limitRaiseDelayHours })}</p>
      {(['deposit', 'loss'] as const).map((kind) => (
        <Section key={kind} id={`rg-${kind}`} title={t(`island.rg.${kind}.title`)}>
          <ul className="security-rows rg-limits">
            {state.limits
              .filter((l) => l.kind === kind)
              .map((l) => (
                <LimitRow key={l.period} limit={l} onSaved={setState} />
              ))}
          </ul>
        </Section>
      ))}
      <RealityCheck minutes={state.realityCheckMinutes} onSaved={setState} />
      <BreakForm kind="timeOut" lengths={state.timeOutDays} onTaken={onBreak} />
      <BreakForm kind="selfExclusion" lengths={state.selfExclusionMonths} onTaken={onBreak} />
    </div>
  );
}

/** One limit: its value, what is used and left until it resets, a pending change, and a form to change it. */
function LimitRow({ limit, onSaved }: { limit: ProtectionLimit; onSaved: (state: ProtectionState) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const name = t(`island.rg.${limit.kind}.${limit.period}`);
  const id = `rg-${limit.kind}-${limit.period}`;
  const send = async (amount: number | null) => {
    setStatus({ kind: 'busy' });
    try {
      const state = await saveLimit(limit.kind, limit.period, amount);
      const after = state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      onSaved(state);
      setValue('');
      setStatus({
        kind: 'done',
        text: after?.pending ? t('island.rg.savedPending', { time: when(after.pending.appliesAt) }) : t('island.rg.saved'),
      });
    } catch (failure) {
      setStatus({ kind: 'failed', text: errorText(failure) });
    }
  };
  // An operator's limit may be lowered but not raised before its lock ends: the page says so before sending.
  const locked = limit.lockedUntil ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value);
    const fine = value.trim() !== '' && amount > 0 && exactMinor(amount, pageConfig().currency.decimals) !== undefined;
    const raise = fine && locked !== null && limit.amount !== null && amount > limit.amount;
    setError(!fine ? t('island.rg.amountInvalid') : raise ? t('error.protection.limit.locked', { until: when(locked as number) }) : '');
    if (fine && !raise) void send(amount);
  };
  return (
    <li className="rg-limit surface" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="security-row-label">
        {name}
      </h3>
      <p className="security-row-value" id={`${id}-value`}>
        {limit.amount === null
          ? t('island.rg.none')
          : t('island.rg.current', { limit: money(limit.amount), left: money(limit.left ?? 0), time: when(limit.resetsAt) })}
      </p>
      {limit.pending && (
        <p className="rg-pending" id={`${id}-pending`}>
          {limit.pending.amount === null
            ? t('island.rg.pendingRemoval', { time: when(limit.pending.appliesAt) })
            : t('island.rg.pending', { limit: money(limit.pending.amount), time: when(limit.pending.appliesAt) })}
        </p>
      )}
      {locked !== null && (
        <p className="rg-locked" id={`${id}-locked`}>
          {t('island.rg.operatorSet', { time: when(locked) })}
        </p>
      )}
      <form className="rg-form" onSubmit={submit} noValidate>
        <Field
          id={`${id}-amount`}
          name="amount"
          label={t(`island.rg.new.${limit.kind}.${limit.period}`)}
          inputMode="decimal"
          value={value}
          error={error}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <div className="rg-actions">
          <button type="submit" className="btn btn-primary" disabled={status.kind === 'busy'}>
            {t('island.rg.save')}
          </button>
          {limit.amount !== null && locked === null && !(limit.pending && limit.pending.amount === null) && (
            <button type="button" className="btn btn-ghost" disabled={status.kind === 'busy'} onClick={() => void send(null)}>
              {t('island.rg.remove')}
            </button>
          )}
        </div>
        <StatusLines status={status} />
      </form>
    </li>
  );
}

/** The reality check's interval. */
function RealityCheck({ minutes, onSaved }: { minutes: number; onSaved: (state: ProtectionState) => void }) {
  const [chosen, setChosen] = useState(minutes);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const options = INTERVALS.includes(minutes) ? INTERVALS : [...INTERVALS, minutes].sort((a, b) => a - b);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    try {
      onSaved(await saveRealityCheck(chosen));
      setStatus({ kind: 'done', text: t('island.rg.saved') });
    } catch (failure) {
      setStatus({ kind: 'failed', text: errorText(failure) });
    }
  };
  return (
    <Section id="rg-reality" title={t('island.rg.reality.title')}>
      <p className="muted">{t('island.rg.reality.about')}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="rg-reality-minutes">{t('island.rg.reality.every')}</label>
          <select id="rg-reality-minutes" value={chosen} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
            {options.map((m) => (
              <option key={m} value={m}>
                {t('island.rg.minutes', { count: m })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={status.kind === 'busy'}>
          {t('island.rg.save')}
        </button>
        <StatusLines status={status} />
      </form>
    </Section>
  );
}

/** A time-out or self-exclusion: a length, a confirmation, and then the session ends. */
function BreakForm({ kind, lengths, onTaken }: { kind: 'timeOut' | 'selfExclusion'; lengths: number[]; onTaken: (text: string) => void }) {
  const [length, setLength] = useState(lengths[0] ?? 1);
  const [sure, setSure] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const unit = kind === 'timeOut' ? 'island.rg.days' : 'island.rg.months';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    try {
      // Said before the session is forgotten: the page then shows it in place of the tools.
      const text = t(`island.rg.${kind}.taken`, { time: when(await takeBreak(kind, length)) });
      onTaken(text);
      clearSession();
    } catch (failure) {
      setStatus({ kind: 'failed', text: errorText(failure) });
    }
  };
  return (
    <Section id={`rg-${kind}`} title={t(`island.rg.${kind}.title`)}>
      <p className="muted">{t(`island.rg.${kind}.about`)}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`rg-${kind}-length`}>{t('island.rg.length')}</label>
          <select id={`rg-${kind}-length`} value={length} onChange={(e) => setLength(Number(e.currentTarget.value))}>
            {lengths.map((n) => (
              <option key={n} value={n}>
                {t(unit, { count: n })}
              </option>
            ))}
          </select>
        </div>
        <label className="rg-confirm">
          <input type="checkbox" checked={sure} onChange={(e) => setSure(e.currentTarget.checked)} /> {t(`island.rg.${kind}.confirm`)}
        </label>
        <button type="submit" className="btn btn-primary" disabled={!sure || status.kind === 'busy'}>
          {t(`island.rg.${kind}.take`)}
        </button>
        <StatusLines status={status} />
      </form>
    </Section>
  );
}
