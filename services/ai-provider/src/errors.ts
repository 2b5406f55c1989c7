/**
 * Typed failures of an AI provider. Workers read `code` to decide whether a
 * job is worth retrying (TIMEOUT, UNAVAILABLE, INVALID_OUTPUT) or not.
 */
export type AiErrorCode = 'INVALID_LEVEL' | 'INVALID_CONFIG' | 'INVALID_OUTPUT' | 'TIMEOUT' | 'ABORTED' | 'UNAVAILABLE';

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly code: AiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get retryable(): boolean {
    return this.code === 'TIMEOUT' || this.code === 'UNAVAILABLE' || this.code === 'INVALID_OUTPUT';
  }
}

/** A provider's failure that every retry would repeat (a refused key, an unknown model): a job spares its retries. */
export const failsOnEveryAttempt = (err: unknown): boolean => err instanceof AiProviderError && !err.retryable;

export class AiInvalidLevelError extends AiProviderError {
  override name = 'AiInvalidLevelError';
  constructor(level: unknown) {
    super('INVALID_LEVEL', `Unknown handout level ${JSON.stringify(level)}: expected basico, intermediario or avancado.`);
  }
}

export class AiConfigError extends AiProviderError {
  override name = 'AiConfigError';
  constructor(message: string) {
    super('INVALID_CONFIG', message);
  }
}

/** The model answered twice with something that is not a valid handout. */
export class AiInvalidOutputError extends AiProviderError {
  override name = 'AiInvalidOutputError';
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super('INVALID_OUTPUT', message);
  }
}

export class AiTimeoutError extends AiProviderError {
  override name = 'AiTimeoutError';
  constructor(
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super('TIMEOUT', `The AI server did not answer within ${timeoutMs} ms.`, options);
  }
}

export class AiAbortedError extends AiProviderError {
  override name = 'AiAbortedError';
  constructor(options?: { cause?: unknown }) {
    super('ABORTED', 'Handout generation was cancelled.', options);
  }
}

/** The AI server could not be reached or refused the request (auth, rate limit, server error). */
export class AiUnavailableError extends AiProviderError {
  override name = 'AiUnavailableError';
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super('UNAVAILABLE', message, options);
  }

  override get retryable(): boolean {
    // Wrong key, unknown model or a rejected request will fail the same way again.
    return this.status === null || this.status === 408 || this.status === 409 || this.status === 429 || this.status >= 500;
  }
}
