import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { fetchSliderChallenge, type SliderChallenge } from '../../stores/slider-captcha.ts';

/** A new picture may be asked for at most once a second (specification section 9's captcha refresh). */
const REFRESH_MS = 1000;
/** How far one arrow press moves the piece, and one with Shift or Page Up/Down (px of the picture). */
const STEP = 1;
const BIG_STEP = 10;

interface SliderCaptchaProps {
  /** Called with the piece's offset when it is let go after a drag, or on Enter. */
  onSubmit: (sliderData: string) => void;
  /** Changes whenever a new picture is needed (an answer was refused: the old one is used up). */
  round: number;
  /** The form field the offset is kept in, for a form that submits it itself. */
  name?: string;
}

/** A told challenge's words: where the gap is and how to get there; null for a picture alone. */
function toldHint(challenge: SliderChallenge): string | null {
  if (challenge.gapX === undefined) return null;
  return t('island.slider.told', { x: challenge.gapX, max: challenge.width - challenge.pieceSize });
}

/**
 * The slider puzzle: slide the piece along to the gap in the picture. The piece's handle is an ARIA
 * slider, so the keyboard moves it (arrows, Shift or Page keys for 10 px, Home and End) and Enter
 * answers; a drag by mouse, pen or touch answers when it is let go. Its position and what to do
 * are announced. A visitor who cannot see the picture asks to be told where the gap is, and is
 * (decision 0021); otherwise the gateway alone knows.
 */
export function SliderCaptcha({ onSubmit, round, name }: SliderCaptchaProps) {
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [x, setX] = useState(0);
  const [problem, setProblem] = useState('');
  const [lastLoad, setLastLoad] = useState(0);
  const [status, setStatus] = useState('');
  // The visitor asked to be told where the gap is: every later picture is told too.
  const [told, setTold] = useState(false);
  // The drag under way; `at` is where it has moved the piece (the pointer's last event may come before React renders it).
  const drag = useRef<{ startX: number; from: number; scale: number; at: number } | null>(null);
  const handle = useRef<HTMLDivElement>(null);

  const load = async (tell = told) => {
    setLastLoad(Date.now());
    setProblem('');
    try {
      const next = await fetchSliderChallenge(tell);
      setChallenge(next);
      setX(0);
      setStatus(toldHint(next) ?? t('island.slider.ready'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round is exactly when a new picture is needed
  useEffect(() => {
    void load();
  }, [round]);

  // A new picture is what the visitor has to do next: the handle takes focus.
  useEffect(() => {
    if (challenge) handle.current?.focus();
  }, [challenge]);

  if (!challenge) return problem ? <p className="form-error">{problem}</p> : <p role="status">{t('island.slider.loading')}</p>;
  const max = challenge.width - challenge.pieceSize;
  const clamp = (value: number) => Math.max(0, Math.min(max, Math.round(value)));
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const answer = (value: number) => {
    setStatus(t('island.slider.checking', { x: value, max }));
    onSubmit(String(value));
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: STEP,
      ArrowUp: STEP,
      ArrowLeft: -STEP,
      ArrowDown: -STEP,
      PageUp: BIG_STEP,
      PageDown: -BIG_STEP,
      Home: -max,
      End: max,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      answer(x);
      return;
    }
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setX(clamp(x + (event.shiftKey && Math.abs(move) === STEP ? move * BIG_STEP : move)));
  };

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const track = event.currentTarget.closest('.slider-captcha')?.getBoundingClientRect();
    if (!track) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, from: x, scale: challenge.width / track.width, at: x };
  };
  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    d.at = clamp(d.from + (event.clientX - d.startX) * d.scale);
    setX(d.at);
  };
  const pointerUp = () => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    answer(d.at);
  };

  return (
    <div className="slider-captcha">
      <div className="slider-picture" style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}>
        <img src={`data:image/png;base64,${challenge.background}`} alt="" width={challenge.width} height={challenge.height} />
        <img
          className="slider-piece"
          src={`data:image/png;base64,${challenge.piece}`}
          alt=""
          style={{
            left: percent(x, challenge.width),
            top: percent(challenge.pieceY, challenge.height),
            width: percent(challenge.pieceSize, challenge.width),
          }}
        />
      </div>
      <div className="slider-track surface">
        <div
          ref={handle}
          className="slider-handle"
          role="slider"
          tabIndex={0}
          aria-label={t('island.slider.label')}
          aria-describedby="slider-captcha-hint"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-valuetext={t('island.slider.position', { x, max })}
          style={{ left: `calc(${percent(x, max)} - ${(x / max) * 2.75}rem)` }}
          onKeyDown={keyDown}
          onPointerDown={pointerDown}
          onPointerMove={pointerMove}
          onPointerUp={pointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
        >
          <span aria-hidden="true">⇆</span>
        </div>
      </div>
      {/* Empty while the piece is at the start, where the gap never is: a form sends no answer it would use the picture up on. */}
      {name && <input type="hidden" name={name} value={x || ''} />}
      <p id="slider-captcha-hint" className="slider-hint">
        {toldHint(challenge) ?? t('island.slider.hint')}
      </p>
      <button type="button" className="btn btn-ghost" onClick={() => Date.now() - lastLoad >= REFRESH_MS && void load()}>
        {t('island.slider.newPicture')}
      </button>
      {!told && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setTold(true);
            // Within the second after the last picture, the told one comes when the second is up (never ignored).
            setTimeout(() => void load(true), Math.max(0, lastLoad + REFRESH_MS - Date.now()));
          }}
        >
          {t('island.slider.tell')}
        </button>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {problem && <p className="form-error">{problem}</p>}
    </div>
  );
}
