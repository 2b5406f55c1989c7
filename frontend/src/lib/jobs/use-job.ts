import { useCallback, useEffect, useRef, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useOnRealtimeConnected } from '../apollo/realtime.ts';

/** Pushes can be missed (a dropped socket, a job that ended before we subscribed): re-read the job this often anyway. */
export const JOB_SAFETY_READ_INTERVAL_MS = 5000;
/** A job still unfinished after this long is reported as failed rather than leaving the learner waiting. */
const JOB_GIVE_UP_MS = 180_000;

/** What every job row and every jobUpdates push say about a job's state. */
export interface JobState {
  status: string;
  progress: number;
  message: string | null;
}

type JobUpdatesDocument = TypedDocumentNode<{ jobUpdates: JobState }, { jobId: string }>;

interface FollowJob<Job extends JobState> {
  /** The job as its start answered it. */
  started: JobState & { id: string };
  /** The feature's jobUpdates subscription document. */
  updates: JobUpdatesDocument;
  /** Reads the job's row, the truth (null: it is gone or not the viewer's). */
  read(id: string): Promise<Job | null>;
  /** The completed job; a completion the screen cannot use goes to onFailed instead. */
  onCompleted(job: Job): void;
  onFailed(): void;
}

/**
 * Follows a background job: live progress from the jobUpdates subscription,
 * and the job itself read once the push says it ended, after every
 * (re)connection of the socket, and on a slow interval as a safety net.
 * Returns the progress to show meanwhile.
 */
export function useJob<Job extends JobState>(options: FollowJob<Job>) {
  const { started, updates } = options;
  const [progress, setProgress] = useState({ progress: started.progress, message: started.message });
  const finished = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const finish = useCallback((job: Job | null) => {
    if (finished.current) return;
    finished.current = true;
    if (job) latest.current.onCompleted(job);
    else latest.current.onFailed();
  }, []);

  const showProgress = useCallback((next: JobState) => {
    // A read that raced a push must not move the bar backwards.
    setProgress((current) => ({ progress: Math.max(current.progress, next.progress), message: next.message ?? current.message }));
  }, []);

  const readJob = useCallback(async () => {
    if (finished.current) return;
    try {
      const job = await latest.current.read(started.id);
      if (finished.current) return;
      if (!job || job.status === 'FAILED') finish(null);
      else if (job.status === 'COMPLETED') finish(job);
      else showProgress(job);
    } catch (error) {
      // The next read (interval or reconnection) tries again.
      console.warn('Reading the job failed:', error);
    }
  }, [finish, showProgress, started.id]);

  useSubscription(updates, {
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
