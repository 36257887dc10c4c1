import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { errorText, refusal } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { SliderCaptcha } from './SliderCaptcha.tsx';

/** The form field that carries the slider's answer. */
const FIELD = 'sliderData';

/** A login form's slider captcha (see useLoginSlider). */
interface LoginSlider {
  /**
   * The answer to send with the login: undefined while no slider is asked for; null while the piece
   * is still at the start, where the gap never is: the form sends nothing (a sent answer uses the
   * picture up) and the slider, focused, says to move it.
   */
  answer: (form: HTMLFormElement) => string | undefined | null;
  /** After a refused login: the slider, with a new picture, when the refusal asks for a captcha. */
  refused: (error: unknown) => void;
  /** The slider where the form shows it (nothing until asked for); its Enter or the end of a drag submits the form. */
  slider: ReactNode;
}

/**
 * The slider every login door shows once the gateway asks for a captcha (3 failed logins of the
 * name or of the address within 15 minutes; decision 0016): the username and SMS tabs, the IP
 * verification step and /agent. The gateway asks it of every login then, so a form without it
 * would leave the member locked out until the failures age out.
 */
function useLoginSlider(form: RefObject<HTMLFormElement | null>): LoginSlider {
  // The picture's round (a new one after each refused login: the old one is used up), or null before a refusal asks for one.
  const [round, setRound] = useState<number | null>(null);
  const [unsolved, setUnsolved] = useState(false);

  const answer = (target: HTMLFormElement) => {
    if (round === null) return undefined;
    const value = String(new FormData(target).get(FIELD) ?? '');
    setUnsolved(!value);
    if (!value) target.querySelector<HTMLElement>('[role="slider"]')?.focus();
    return value || null;
  };
  const refused = (error: unknown) => {
    if (refusal(error)?.value['captcha']) setRound((last) => (last ?? 0) + 1);
  };
  const slider = round !== null && (
    <>
      <SliderCaptcha round={round} name={FIELD} onSubmit={() => form.current?.requestSubmit()} />
      {unsolved && (
        <p className="form-error" role="alert">
          {t('island.slider.unsolved')}
        </p>
      )}
    </>
  );
  return { answer, refused, slider };
}

/** What a login door's submit sends with the credentials: the slider's answer, where one was asked for. */
type SliderAnswer = { sliderData?: string };

/** A login door's form (see useLoginForm). */
interface LoginForm {
  form: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  setPending: (pending: boolean) => void;
  /** The form's error line (SubmitRow's). */
  formError: string;
  setFormError: (text: string) => void;
  slider: ReactNode;
}

/**
 * The submit every login door shares: one login at a time; the fields checked (`check` shows its
 * own field errors and answers null when one is wrong) and the slider's answer taken; then `send`.
 * A refusal shows on the form's error line and brings the slider when the gateway asks for it,
 * unless `handled` takes it (a refusal that is a next step, not an error). `keepPending`: a login
 * that leaves the page (/agent's) keeps the button busy after it succeeded.
 */
export function useLoginForm<T>(
  check: (form: HTMLFormElement) => T | null,
  send: (checked: T, answer: SliderAnswer) => Promise<unknown>,
  options: { handled?: (error: unknown, checked: T) => boolean; keepPending?: boolean } = {},
): LoginForm {
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const captcha = useLoginSlider(form);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = check(event.currentTarget);
    setFormError('');
    const sliderData = captcha.answer(event.currentTarget);
    if (checked === null || sliderData === null) return;
    setPending(true);
    try {
      await send(checked, sliderData === undefined ? {} : { sliderData });
      if (!options.keepPending) setPending(false);
    } catch (error) {
      if (!options.handled?.(error, checked)) {
        setFormError(errorText(error));
        captcha.refused(error);
      }
      setPending(false);
    }
  };
  return { form, submit, pending, setPending, formError, setFormError, slider: captcha.slider };
}
