import { useEffect, useReducer } from 'react';
import { LYRIC_LINE_COUNT, LYRIC_LINE_MS, LYRIC_TICK_MS } from '@juba/contracts/lyric-translate';

/** Spec part 2 §4 Warm-up: not started, then running (or paused), then done after the last line. */
export interface LyricRunState {
  phase: 'idle' | 'running' | 'done';
  paused: boolean;
  /** 0-based index of the line on screen. */
  line: number;
  practised: ReadonlySet<number>;
  seconds: number;
  /** Seconds the current line has been on screen. */
  lineSeconds: number;
  /** The run's idempotency id for recordPractice; a new one per start. */
  runId: string;
}

type Action = { type: 'start'; runId: string } | { type: 'tick' } | { type: 'toggle-pause' } | { type: 'mark' } | { type: 'reset' };

const SECONDS_PER_LINE = LYRIC_LINE_MS / LYRIC_TICK_MS;

const INITIAL: LyricRunState = { phase: 'idle', paused: false, line: 0, practised: new Set(), seconds: 0, lineSeconds: 0, runId: '' };

function reduce(state: LyricRunState, action: Action): LyricRunState {
  switch (action.type) {
    case 'start':
      return { ...INITIAL, phase: 'running', runId: action.runId };
    case 'reset':
      return INITIAL;
    case 'tick': {
      if (state.phase !== 'running' || state.paused) return state;
      const ticked = { ...state, seconds: state.seconds + 1, lineSeconds: state.lineSeconds + 1 };
      if (ticked.lineSeconds < SECONDS_PER_LINE) return ticked;
      // The last line ends the run.
      return state.line + 1 >= LYRIC_LINE_COUNT ? { ...ticked, phase: 'done' } : { ...ticked, line: state.line + 1, lineSeconds: 0 };
    }
    case 'toggle-pause':
      return state.phase === 'running' ? { ...state, paused: !state.paused } : state;
    case 'mark':
      // Idempotent: marking a practised line again changes nothing.
      return state.phase === 'idle' || state.practised.has(state.line) ? state : { ...state, practised: new Set(state.practised).add(state.line) };
  }
}

/**
 * The warm-up run: a timer tick every second while running and not paused,
 * and the next line every 4 s of it. One clock drives both, so a pause keeps
 * the time a line has already been shown, and the run's last second counts.
 */
export function useLyricRun() {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const ticking = state.phase === 'running' && !state.paused;

  useEffect(() => {
    if (!ticking) return;
    const tick = setInterval(() => dispatch({ type: 'tick' }), LYRIC_TICK_MS);
    return () => clearInterval(tick);
  }, [ticking]);

  return {
    state,
    start: (runId: string) => dispatch({ type: 'start', runId }),
    togglePause: () => dispatch({ type: 'toggle-pause' }),
    /** Resolves whether this press marked the line (false when it was already practised). */
    mark: () => {
      const fresh = state.phase !== 'idle' && !state.practised.has(state.line);
      dispatch({ type: 'mark' });
      return fresh;
    },
    reset: () => dispatch({ type: 'reset' }),
  };
}
