import { GraphQLError } from 'graphql';

/**
 * Error codes shared by subgraphs, gateway and REST facade. The facade maps
 * each code to an HTTP status, so a resolver's error reads the same on both APIs.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  /** Apollo's own refusals of a request it cannot run (unknown operationName, a subscription over HTTP, a persisted-query hash mismatch). */
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Carries `retryAfterSeconds` in its extensions; REST sends it as Retry-After. */
  TOO_MANY_REQUESTS: 429,
  TIMEOUT: 504,
  NOT_IMPLEMENTED: 501,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badInput = (message: string) => appError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Unauthorized') => appError('UNAUTHENTICATED', message);
/** The one answer to a bearer token that does not verify, over GraphQL and REST alike. */
export const INVALID_TOKEN_MESSAGE = 'Unauthorized: the access token is invalid or expired. Sign in again.';
export const forbidden = (message = 'Admin privileges required for this area.') => appError('FORBIDDEN', message);
export const notFound = (message: string) => appError('NOT_FOUND', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  appError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

/** What a caught value says, for a log line or an answer: an Error's message, anything else as a string. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
