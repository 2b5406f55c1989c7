import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The message of a post the server answered with a refusal (spec: "a non-OK
 * response means blocked"); null for one that never got an answer.
 */
export function refusalMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  if (!ServerError.is(error)) return null;
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[] };
    const message = body.errors?.[0]?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not a GraphQL body: the text itself is the message.
  }
  return error.bodyText.trim() || `${error.statusCode}: ${error.response.statusText}`;
}

/** The server no longer accepts the session: a GraphQL UNAUTHENTICATED error or an HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}
