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
