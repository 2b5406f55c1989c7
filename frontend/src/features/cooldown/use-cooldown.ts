import { useEffect, useReducer } from 'react';
import { COOLDOWN_SENTENCE_COUNT } from '@juba/contracts/cooldown';

/** The timer's tick: the cool-down counts whole seconds. */
export const COOLDOWN_TICK_MS = 1000;

/** Spec part 2 §4 Cool-down: the start screen, then sentence n of 8, then the completion screen. */
export interface CooldownState {
  phase: 'start' | 'running' | 'done';
  /** 0-based index of the sentence on screen; during 'done', the count answered. */
  sentence: number;
  /** Wrong answers given per sentence, for the review. */
  misses: readonly number[];
  seconds: number;
  /** The run's idempotency id for recordPractice; a new one per start. */
  runId: string;
}

type Action = { type: 'start'; runId: string } | { type: 'tick' } | { type: 'right' } | { type: 'wrong' } | { type: 'reset' };

const INITIAL: CooldownState = { phase: 'start', sentence: 0, misses: [], seconds: 0, runId: '' };

function reduce(state: CooldownState, action: Action): CooldownState {
  switch (action.type) {
    case 'start':
      return { ...INITIAL, phase: 'running', misses: Array<number>(COOLDOWN_SENTENCE_COUNT).fill(0), runId: action.runId };
    case 'reset':
      return INITIAL;
    case 'tick':
      return state.phase === 'running' ? { ...state, seconds: state.seconds + 1 } : state;
    case 'right': {
      if (state.phase !== 'running') return state;
      const next = state.sentence + 1;
      return next >= COOLDOWN_SENTENCE_COUNT ? { ...state, sentence: next, phase: 'done' } : { ...state, sentence: next };
    }
    case 'wrong':
      // A wrong answer stays on the same sentence.
      return state.phase === 'running' ? { ...state, misses: state.misses.map((m, i) => (i === state.sentence ? m + 1 : m)) } : state;
  }
}

/** The cool-down run: the timer ticks every second from the first sentence until the eighth is right. */
export function useCooldown() {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const running = state.phase === 'running';

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => dispatch({ type: 'tick' }), COOLDOWN_TICK_MS);
    return () => clearInterval(tick);
  }, [running]);

  return {
    state,
    start: (runId: string) => dispatch({ type: 'start', runId }),
    right: () => dispatch({ type: 'right' }),
    wrong: () => dispatch({ type: 'wrong' }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
