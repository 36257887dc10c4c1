import { useState, type ReactNode, type RefObject } from 'react';
import { refusal } from '../../client/error-text.ts';
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
export function useLoginSlider(form: RefObject<HTMLFormElement | null>): LoginSlider {
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
