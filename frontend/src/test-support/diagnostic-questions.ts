/** Placement questions as the diagnostics service sends them (with __typename). */
export function question(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LearningPathQuestion',
    id,
    moduleType: 'assessment',
    difficulty: 'beginner',
    prerequisiteIds: [] as string[],
    question: `Pergunta ${id}`,
    options: ['Opção um', 'Opção dois', 'Opção três', 'Opção quatro'],
    correctAnswer: 1,
    explanation: `Explicação ${id}`,
    points: 10,
    unlocks: [] as string[],
    ...overrides,
  };
}

/**
 * Four questions; the advanced one is listed second but needs the two after
 * it, so it comes last.
 */
export const FOUR_QUESTIONS = [
  question('q1', {
    question: 'Which sentence is correct?',
    options: ['She have a car.', 'She has a car.', 'She haves a car.'],
    correctAnswer: 1,
    explanation: 'Com he/she/it, o verbo have vira has.',
    points: 10,
    unlocks: ['q2', 'q3'],
  }),
  question('q4', {
    moduleType: 'vocabulary',
    difficulty: 'advanced',
    prerequisiteIds: ['q2', 'q3'],
    question: 'What does "to pull off" mean?',
    options: ['Tirar a roupa', 'Conseguir algo difícil', 'Puxar para fora', 'Desistir'],
    correctAnswer: 1,
    explanation: '"Pull off" é conseguir fazer algo difícil.',
    points: 15,
  }),
  question('q2', {
    moduleType: 'phonetics',
    prerequisiteIds: ['q1'],
    question: 'Which word has the "th" of "think"?',
    options: ['This', 'Three', 'Mother', 'Those'],
    correctAnswer: 1,
    explanation: 'Three tem o som /θ/, sem vibração.',
    points: 5,
  }),
  question('q3', {
    moduleType: 'grammar',
    difficulty: 'intermediate',
    prerequisiteIds: ['q1'],
    question: 'Choose: "I ___ here since 2020."',
    options: ['am', 'was', 'have been', 'be'],
    correctAnswer: 2,
    explanation: 'Since pede o present perfect: have been.',
    points: 10,
  }),
];
