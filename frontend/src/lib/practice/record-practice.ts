import { useCallback, useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { practiceMinutes, type PracticeModule } from '@juba/contracts/practice';
import { RecordPracticeDocument } from '../../generated/graphql.ts';
import { forgetProgress } from '../learner/progress.ts';

/** A run's idempotency id: the server counts a run sent twice (a double click, a retry) once. */
export const newPracticeId = (): string => crypto.randomUUID();

/**
 * Reports a finished warm-up, cool-down or Socratic conversation as practice
 * (minutes and flow points on the learner's progress). Fire and forget, like
 * finishing a conversation: the learner has moved on, and may be leaving the
 * page, so `keepalive` lets the request outlive it.
 */
export function useRecordPractice(module: PracticeModule) {
  const client = useApolloClient();
  return useCallback(
    (practiceId: string, seconds: number) => {
      client
        .mutate({
          mutation: RecordPracticeDocument,
          variables: { input: { practiceId, module, minutes: practiceMinutes(module, seconds) } },
          context: { fetchOptions: { keepalive: true } },
          update: (cache) => forgetProgress(cache),
        })
        .catch((error: unknown) => console.warn(`Recording the ${module} practice failed:`, error));
    },
    [client, module],
  );
}

/** What a timed practice screen (warm-up, cool-down) knows of its current run. */
export interface PracticeRun {
  phase: string;
  runId: string;
  seconds: number;
}

/**
 * Once per finished run (phase 'done'; a re-render or a new state of the same
 * run does not repeat it): records the run as practice and calls `announce`,
 * the screen's completion toast.
 */
export function useRecordFinishedRun(module: PracticeModule, run: PracticeRun, announce: () => void) {
  const record = useRecordPractice(module);
  const finished = useRef('');
  useEffect(() => {
    if (run.phase !== 'done' || finished.current === run.runId) return;
    finished.current = run.runId;
    announce();
    record(run.runId, run.seconds);
  }, [run, announce, record]);
}
