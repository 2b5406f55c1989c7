const LABELS: Record<string, string> = { beginner: 'Iniciante', intermediate: 'Intermediário', advanced: 'Avançado' };

/** Spec part 2 §2.7: difficulties are shown as Iniciante, Intermediário, Avançado; an unknown one as it is. */
export function difficultyLabel(difficulty: string): string {
  return LABELS[difficulty.toLowerCase()] ?? difficulty;
}
