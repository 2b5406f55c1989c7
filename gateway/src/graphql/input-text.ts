import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode } from 'graphql';
import { appError } from '@juba/shared/errors';
import { MAX_JSON_DEPTH } from '@juba/shared/json-depth';

/**
 * Lists and objects in one request's variables may nest this deep: room for an
 * input object around admin JSON of MAX_JSON_DEPTH levels (which the content
 * subgraph checks precisely), far below the depth at which the gateway's own
 * JSON.stringify of subgraph requests runs out of stack.
 */
export const MAX_VARIABLES_DEPTH = MAX_JSON_DEPTH + 8;

export const UNSTORABLE_TEXT_MESSAGE =
  'Text in the request contains a NUL character (U+0000) or a broken Unicode character (unpaired surrogate). Remove it and try again.';
export const TOO_DEEP_VARIABLES_MESSAGE = `The request's variables nest more than ${MAX_VARIABLES_DEPTH} levels of lists and objects.`;

/** PostgreSQL text and jsonb cannot hold NUL, and an unpaired surrogate would be stored as U+FFFD: neither is text a person meant. */
const isStorableText = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/** The first problem in a request's variables, checked iteratively so no value can exhaust the stack. */
export function variablesProblem(variables: unknown): string | null {
  const pending: [unknown, number][] = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return UNSTORABLE_TEXT_MESSAGE;
    } else if (typeof value === 'object' && value !== null) {
      if (depth > MAX_VARIABLES_DEPTH) return TOO_DEEP_VARIABLES_MESSAGE;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) return UNSTORABLE_TEXT_MESSAGE;
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

function documentHasUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (!isStorableText(node.value)) found = true;
    },
  });
  return found;
}

/**
 * Refuses, with 400 on both the GraphQL and the REST entry points, text that
 * no subgraph could store and variables nested deep enough to crash query
 * planning, before any subgraph is asked.
 */
export function inputTextPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const problem = variablesProblem(request.variables ?? {}) ?? (documentHasUnstorableText(document) ? UNSTORABLE_TEXT_MESSAGE : null);
          if (problem) throw appError('BAD_USER_INPUT', problem, { http: { status: 400 } });
        },
      };
    },
  };
}
