import { useEffect, useState } from 'react';

/** Spec part 1 §9: the challenge timer ticks every second. */
const COUNTDOWN_TICK_MS = 1000;

/**
 * Seconds left of `totalSeconds` since the component mounted, updated every
 * second. Each tick reads the clock rather than counting ticks, so a
 * background tab whose timers the browser slows down still ends on time.
 */
export function useCountdown(totalSeconds: number): number {
  const [remaining, setRemaining] = useState(totalSeconds);
  useEffect(() => {
    const startedAt = Date.now();
    setRemaining(totalSeconds);
    const timer = setInterval(() => {
      const elapsed = Math.round((Date.now() - startedAt) / COUNTDOWN_TICK_MS);
      const left = Math.max(0, totalSeconds - elapsed);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [totalSeconds]);
  return remaining;
}
