import type { InputHTMLAttributes } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The error to show under the field, in the page's language. */
  error?: string | undefined;
  /** A line under the field that goes with it (read with it by screen readers). */
  hint?: string | undefined;
}

/**
 * The class of a required field's label: CSS draws a star after it (specification: "items marked *
 * are required") with an empty text alternative, so the field's name stays its label and screen
 * readers hear aria-required instead.
 */
export const REQUIRED_LABEL = 'label-required';

/**
 * A labelled input whose error is announced with it (aria-describedby, aria-invalid); a required
 * one (`required` or `aria-required`) has a star after its label.
 */
export function Field({ label, name, error, hint, id, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const required = Boolean(input.required) || input['aria-required'] === true || input['aria-required'] === 'true';
  return (
    <div className="field">
      <label htmlFor={inputId} className={required ? REQUIRED_LABEL : undefined}>
        {label}
      </label>
      <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
