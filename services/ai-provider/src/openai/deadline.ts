import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AiAbortedError, AiProviderError, AiTimeoutError, AiUnavailableError } from '../errors.ts';

export interface DeadlineTimes {
  /** How long the call may go on, or with `capMs`: how long it may go without progress (see `postpone`). */
  ms: number;
  /** However it progresses, the call ends this long after it started. */
  capMs?: number;
}

/**
 * A time budget for the whole generation, retry included, combined with the
 * caller's cancel signal. With a cap, each `postpone` (the model wrote
 * something) gives the call `ms` more, up to the cap. `explain` turns
 * whatever the SDK threw into a typed AiProviderError that says which of the
 * two ended the request, and after how long.
 */
export function startDeadline({ ms, capMs }: DeadlineTimes, callerSignal: AbortSignal | undefined, serverLabel: string) {
  const controller = new AbortController();
  let timedOutAfter: number | null = null;
  const timeOutAfter = (after: number) =>
    setTimeout(() => {
      if (controller.signal.aborted) return;
      timedOutAfter = after;
      controller.abort();
    }, after);
  let idle = timeOutAfter(ms);
  const cap = capMs === undefined ? undefined : timeOutAfter(capMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    postpone() {
      if (cap === undefined || controller.signal.aborted) return;
      clearTimeout(idle);
      idle = timeOutAfter(ms);
    },
    clear() {
      clearTimeout(idle);
      clearTimeout(cap);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
    explain(error: unknown): unknown {
      if (error instanceof AiProviderError) return error;
      if (timedOutAfter !== null) return new AiTimeoutError(timedOutAfter, { cause: error });
      // The SDK's own timeout is the configured one: the cap when there is one.
      if (error instanceof APIConnectionTimeoutError) return new AiTimeoutError(capMs ?? ms, { cause: error });
      if (callerSignal?.aborted || error instanceof APIUserAbortError) return new AiAbortedError({ cause: error });
      if (error instanceof APIError && typeof error.status === 'number') {
        return new AiUnavailableError(`The AI server ${serverLabel} refused the request with HTTP ${error.status}: ${error.message}`, error.status, {
          cause: error,
        });
      }
      // A streamed reply reports a server failure as an error event, after the HTTP status was already 200.
      if (error instanceof APIError && !(error instanceof APIConnectionError)) {
        return new AiUnavailableError(`The AI server ${serverLabel} failed while writing its reply: ${error.message}`, null, { cause: error });
      }
      if (error instanceof APIConnectionError) {
        return new AiUnavailableError(`Could not reach the AI server ${serverLabel}: ${error.message}`, null, { cause: error });
      }
      return error;
    },
  };
}
