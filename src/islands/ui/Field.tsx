import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { t } from '../../client/t.ts';

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

/**
 * A password field: hidden, and the browser's password manager told whether it takes the current
 * password (it offers the saved one) or a new one (it offers to make one up and save it).
 */
export function PasswordField({ isNew = false, ...props }: Omit<FieldProps, 'type' | 'autoComplete'> & { isNew?: boolean }) {
  return <Field type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />;
}

/** The member's username, as the login, password and reset forms ask for it (the password manager fills it). */
export function UsernameField(props: Omit<FieldProps, 'label' | 'name' | 'autoComplete'>) {
  return <Field label={t('form.username')} name="username" autoComplete="username" {...props} />;
}

/** A picker of images to upload (PNG or JPEG, several at once); `onPick` gets the files chosen. */
export function ImagesField({
  onPick,
  ...props
}: Omit<FieldProps, 'type' | 'accept' | 'multiple' | 'onChange'> & { onPick: (files: File[]) => void }) {
  return (
    <Field type="file" accept="image/png,image/jpeg" multiple onChange={(e) => onPick([...(e.currentTarget.files ?? [])])} {...props} />
  );
}

/** The images a member may attach to what they write (feedback, a promotion application): "images", with their label and hint. */
export function AttachedImagesField(props: Omit<Parameters<typeof ImagesField>[0], 'name' | 'label' | 'hint'>) {
  return <ImagesField name="images" label={t('island.feedback.images')} hint={t('island.feedback.imagesHint')} {...props} />;
}

/**
 * For a form's own controls beside Field (a select, a textarea): the attributes that tie a control
 * to its error line and an optional hint (aria-invalid, aria-describedby), and that error line.
 * The error's id is `<form>-<name>-error`.
 */
export function fieldErrors<E extends Record<string, string | undefined>>(form: string, errors: E) {
  const errorId = (name: keyof E & string) => `${form}-${name}-error`;
  return {
    described: (name: keyof E & string, hint?: string) => ({
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': [hint, errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined,
    }),
    error: (name: keyof E & string) =>
      errors[name] && (
        <p id={errorId(name)} className="field-error">
          {errors[name]}
        </p>
      ),
  };
}

/** A labelled select (a records page's filter, a dialog's choice); `rest` goes to the select (data-autofocus). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  id: string;
  label: string;
  value: string;
  options: Array<[value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
