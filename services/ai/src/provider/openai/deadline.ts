import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AiAbortedError, AiProviderError, AiTimeoutError, AiUnavailableError } from '../errors.ts';

/**
 * One time budget for the whole generation, retry included, combined with the
 * caller's cancel signal. `explain` turns whatever the SDK threw into a typed
 * AiProviderError that says which of the two ended the request.
 */
export function startDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined, serverLabel: string) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
    explain(error: unknown): unknown {
      if (error instanceof AiProviderError) return error;
      if (timedOut || error instanceof APIConnectionTimeoutError) return new AiTimeoutError(timeoutMs, { cause: error });
      if (callerSignal?.aborted || error instanceof APIUserAbortError) return new AiAbortedError({ cause: error });
      if (error instanceof APIError && typeof error.status === 'number') {
        return new AiUnavailableError(`The AI server ${serverLabel} refused the request with HTTP ${error.status}: ${error.message}`, error.status, { cause: error });
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
