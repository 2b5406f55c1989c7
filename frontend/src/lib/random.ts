import { createContext, useContext } from 'react';

/** A number in [0, 1), like Math.random: screens take it from context so tests can script chance. */
export type RandomSource = () => number;

export const RandomContext = createContext<RandomSource>(Math.random);

export function useRandom(): RandomSource {
  return useContext(RandomContext);
}

/** A whole number in [min, max], both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return Math.min(max, min + Math.floor(random() * (max - min + 1)));
}
