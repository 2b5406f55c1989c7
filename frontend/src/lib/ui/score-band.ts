/** Spec part 2 §5, the phonetic screens' score bands: 90 and above, 70 to 89, below 70. */
export const EXCELLENT_SCORE = 90;
export const GOOD_SCORE = 70;

export interface ScoreBand {
  label: 'Excelente' | 'Bom' | 'Precisa Melhorar';
  /** A badge: text on a light tint of the band's colour, at AA contrast. */
  badgeClassName: string;
  /** The band's colour as a bar fill. */
  barClassName: string;
}

export function scoreBand(score: number): ScoreBand {
  if (score >= EXCELLENT_SCORE) return { label: 'Excelente', badgeClassName: 'bg-green-100 text-green-800', barClassName: 'bg-green-600' };
  if (score >= GOOD_SCORE) return { label: 'Bom', badgeClassName: 'bg-yellow-100 text-yellow-900', barClassName: 'bg-yellow-500' };
  return { label: 'Precisa Melhorar', badgeClassName: 'bg-red-100 text-red-800', barClassName: 'bg-red-600' };
}
