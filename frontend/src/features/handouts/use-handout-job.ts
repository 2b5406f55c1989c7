import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { HandoutJobDocument, HandoutJobUpdatesDocument, type GenerateHandoutMutation } from '../../generated/graphql.ts';
import { useOnRealtimeConnected } from '../../lib/apollo/realtime.ts';
import { isViewable, type HandoutJob, type Material } from './material.ts';

/** Pushes can be missed (a dropped socket, a job that ended before we subscribed): re-read the job this often anyway. */
export const JOB_SAFETY_READ_INTERVAL_MS = 5000;
/** A job still unfinished after this long is reported as failed rather than leaving the learner waiting. */
export const JOB_GIVE_UP_MS = 180_000;

type StartedJob = GenerateHandoutMutation['generateHandout'];

interface Handlers {
  onCompleted(material: Material): void;
  onFailed(): void;
}

/**
 * Follows a handout job: live progress from the jobUpdates subscription, and
 * the job itself (with its material) read once the push says it ended, after
 * every (re)connection of the socket, and on a slow interval as a safety net.
 */
export function useHandoutJob(started: StartedJob, handlers: Handlers) {
  const client = useApolloClient();
  const [progress, setProgress] = useState({ progress: started.progress, message: started.message });
  const finished = useRef(false);
  const latestHandlers = useRef(handlers);
  useEffect(() => {
    latestHandlers.current = handlers;
  });

  const finish = useCallback((material: Material | null) => {
    if (finished.current) return;
    finished.current = true;
    if (material) latestHandlers.current.onCompleted(material);
    else latestHandlers.current.onFailed();
  }, []);

  const showProgress = useCallback((next: { progress: number; message: string | null }) => {
    // A read that raced a push must not move the bar backwards.
    setProgress((current) => ({ progress: Math.max(current.progress, next.progress), message: next.message ?? current.message }));
  }, []);

  const settle = useCallback(
    (job: HandoutJob | null) => {
      if (!job) return finish(null);
      if (job.status === 'COMPLETED') return finish(isViewable(job.material) ? job.material : null);
      if (job.status === 'FAILED') return finish(null);
      showProgress(job);
    },
    [finish, showProgress],
  );

  const readJob = useCallback(async () => {
    if (finished.current) return;
    try {
      const { data } = await client.query({ query: HandoutJobDocument, variables: { id: started.id }, fetchPolicy: 'network-only' });
      if (!finished.current) settle(data?.handoutJob ?? null);
    } catch (error) {
      // The next read (interval or reconnection) tries again.
      console.warn('Reading the handout job failed:', error);
    }
  }, [client, settle, started.id]);

  useSubscription(HandoutJobUpdatesDocument, {
    variables: { jobId: started.id },
    onData: ({ data }) => {
      const update = data.data?.jobUpdates;
      if (!update || finished.current) return;
      if (update.status === 'COMPLETED' || update.status === 'FAILED') void readJob();
      else showProgress(update);
    },
  });

  useOnRealtimeConnected(() => void readJob());

  useEffect(() => {
    const interval = setInterval(() => void readJob(), JOB_SAFETY_READ_INTERVAL_MS);
    const giveUp = setTimeout(() => finish(null), JOB_GIVE_UP_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(giveUp);
    };
  }, [readJob, finish]);

  useEffect(() => {
    // The job may already be over when it is handed to us.
    if (started.status === 'COMPLETED' || started.status === 'FAILED') void readJob();
  }, [started.status, readJob]);

  return progress;
}
