// The islands' form kit: a form's state and submit, its outcome, and the money forms' own fields.
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { Field, type FieldProps } from './Field.tsx';

type Errors = Record<string, string>;
/** Where a form's submit stands: the text of its outcome once it has one. */
export type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/** A payment password is six digits. */
export const SIX_DIGITS = /^\d{6}$/;

/** A money form's state: values, errors per field, and the submit's status. */
export function useForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => setValues({ ...values, [name]: e.currentTarget.value }),
  });
  /** Checks with `check` (errors by field), then sends; a refusal shows in the page's language. */
  const submit = (check: () => Errors, send: () => Promise<string>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus({ kind: 'busy' });
    try {
      setStatus({ kind: 'done', text: await send() });
    } catch (error) {
      setStatus({ kind: 'failed', text: errorText(error) });
    }
  };
  return { values, setValues, field, submit, status };
}

/** The submit button and the outcome of a form. */
export function Outcome({ status, label, once }: { status: Status; label: string; once?: boolean }) {
  return (
    <>
      {/* `once`: a form that spends (a redemption) cannot be sent again by a second press after it succeeded. */}
      <button type="submit" className="btn btn-primary" disabled={status.kind === 'busy' || (once === true && status.kind === 'done')}>
        {label}
      </button>
      <StatusLines status={status} />
    </>
  );
}

/** A form's outcome: the success text in a live status line (kept in the page so it is announced), a refusal as an alert. */
export function StatusLines({ status }: { status: Status }) {
  return <OutcomeLines done={status.kind === 'done' ? status.text : ''} problem={status.kind === 'failed' ? status.text : ''} />;
}

/** The lines of StatusLines for a form that keeps its own texts: what was done (a live status line) and what went wrong (an alert, only when there is one). */
export function OutcomeLines({ done, problem }: { done: string; problem: string }) {
  return (
    <>
      <p role="status" className="form-success">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </>
  );
}

/** A money form's amount field: labelled with the merchant's currency symbol, a decimal keypad on phones. */
export function AmountField(props: Omit<FieldProps, 'label' | 'inputMode' | 'autoComplete'>) {
  return (
    <Field label={t('island.wallet.amount', { symbol: pageConfig().currency.symbol })} inputMode="decimal" autoComplete="off" {...props} />
  );
}

/** A six-digit payment password field: hidden, a number pad on phones, six characters at most. */
export function SixDigitField(props: Omit<FieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <Field type="password" inputMode="numeric" autoComplete="off" maxLength={6} {...props} />;
}

/**
 * A form under its own section title, named by it (aria-labelledby): the feedback form, a payout
 * account's, a withdrawal's, a payment password's. Validation is the form's own (noValidate).
 */
export function TitledForm(props: {
  titleId: string;
  title: string;
  className: string;
  onSubmit: (event: FormEvent) => unknown;
  children: ReactNode;
}) {
  return (
    <form className={`form ${props.className}`} onSubmit={props.onSubmit} noValidate aria-labelledby={props.titleId}>
      <h2 id={props.titleId} className="section-title">
        {props.title}
      </h2>
      {props.children}
    </form>
  );
}
