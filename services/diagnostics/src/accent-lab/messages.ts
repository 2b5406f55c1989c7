/** The lab's server-side lines, in Portuguese. */
export const ACCENT_LAB_MESSAGES = {
  unknownExercise: (ids: readonly string[]) => `Exercício desconhecido. Escolha um destes: ${ids.join(', ')}.`,
  wrongSound: (exercise: string, sound: string) => `O exercício ${exercise} pratica o som /${sound}/; envie targetSounds com esse som.`,
} as const;
