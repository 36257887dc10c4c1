import { useEffect, useState } from 'react';

/** Seconds left until a moment (0 once passed), ticking every second while it runs. */
export function useCountdown(until: number): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  // Read at render, not from the last tick: a new `until` renders before its effect runs, and a time
  // kept from an earlier tick showed more seconds than the wait (301 of 300, register.spec.ts).
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
