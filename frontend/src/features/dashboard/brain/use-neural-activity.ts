import { useEffect, useState } from 'react';
import { randomInt, useRandom } from '../../../lib/random.ts';

/** Spec part 1 §9: the "real-time neural activity" bar is redrawn every 2 s between 20 and 100. */
export const ACTIVITY_REDRAW_MS = 2000;
const ACTIVITY_MIN = 20;
const ACTIVITY_MAX = 100;
const ACTIVITY_START = 60;

/** A decorative level that wanders: a new random value every 2 s. */
export function useNeuralActivity(): number {
  const random = useRandom();
  const [level, setLevel] = useState(ACTIVITY_START);
  useEffect(() => {
    const timer = setInterval(() => setLevel(randomInt(random, ACTIVITY_MIN, ACTIVITY_MAX)), ACTIVITY_REDRAW_MS);
    return () => clearInterval(timer);
  }, [random]);
  return level;
}
