import { t } from '../../client/t.ts';

interface SubmitRowProps {
  /** The form's error, in the page's language; announced when it appears. */
  error: string;
  /** A call is under way: the button says so and cannot be pressed again. */
  pending: boolean;
  label: string;
  /** Other reasons the form cannot be sent yet. */
  disabled?: boolean;
}

/** The end of every island form: its error and a submit button that cannot send twice. */
export function SubmitRow({ error, pending, label, disabled = false }: SubmitRowProps) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-primary" type="submit" disabled={pending || disabled} aria-busy={pending}>
        {pending ? t('island.pending') : label}
      </button>
    </>
  );
}
