import { useEffect, useRef, useState } from 'react';

/**
 * A minimum gap between actions, as specification section 9 gives them ("SMS throttle 1 s",
 * "captcha refresh minimum 1 s"): `hold()` starts a gap of `ms` and `held` is true until it ends,
 * for a button to show it cannot be pressed yet. `throttled(action)` runs the action and holds; asked
 * during a gap, it runs once the gap ends instead (the last one asked), so what must happen, such as
 * a new captcha after a refused form, is late but never lost.
 */
export function useThrottle(ms: number): { held: boolean; hold: () => void; throttled: (action: () => void) => void } {
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hold = () => {
    clearTimeout(timer.current);
    setHeld(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHeld(false);
      const action = waiting.current;
      waiting.current = undefined;
      if (action) throttled(action);
    }, ms);
  };
  const throttled = (action: () => void) => {
    if (timer.current !== undefined) {
      waiting.current = action;
      return;
    }
    action();
    hold();
  };
  return { held, hold, throttled };
}
