import { LINGUISTIC_QUESTIONS, type LinguisticAnswer } from '@juba/contracts/linguistic-diagnostic';

export const QUESTION_COUNT = LINGUISTIC_QUESTIONS.length;

/** Where the learner is: the question, the option chosen, whether its explanation is shown, the answers so far. */
export interface DiagnosticSteps {
  index: number;
  choice: number | null;
  revealed: boolean;
  answers: LinguisticAnswer[];
}

export const START: DiagnosticSteps = { index: 0, choice: null, revealed: false, answers: [] };

/** Spec part 2 §4: the bar counts the questions passed, and half a step once the explanation is shown; whole percent. */
export function progressPercent({ index, revealed }: DiagnosticSteps): number {
  return Math.round(((index + (revealed ? 0.5 : 0)) / QUESTION_COUNT) * 100);
}

export function choose(state: DiagnosticSteps, option: number): DiagnosticSteps {
  return state.revealed ? state : { ...state, choice: option };
}

/** The first press of the button: the chosen option becomes the answer and its explanation shows. */
export function reveal(state: DiagnosticSteps): DiagnosticSteps {
  if (state.choice === null || state.revealed) return state;
  const question = LINGUISTIC_QUESTIONS[state.index]!;
  return { ...state, revealed: true, answers: [...state.answers, { questionId: question.id, selectedAnswer: state.choice }] };
}

/** The second press: the next question, or null after the last one (time to submit). */
export function advance(state: DiagnosticSteps): DiagnosticSteps | null {
  if (!state.revealed) return state;
  if (state.index + 1 >= QUESTION_COUNT) return null;
  return { ...state, index: state.index + 1, choice: null, revealed: false };
}
