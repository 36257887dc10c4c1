import type { InputHTMLAttributes, ReactNode } from 'react';
import { REQUIRED_LABEL } from './Field.tsx';

interface RequiredCheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'children'> {
  /** The input's id; its error's is `${id}-error`. */
  id: string;
  error: string | undefined;
  children: ReactNode;
}

/** A required checkbox with its label and error (terms, minimum age), the error announced with it. */
export function RequiredCheck({ id, error, children, ...input }: RequiredCheckProps) {
  return (
    <div className="field field-check">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className={REQUIRED_LABEL}>
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
