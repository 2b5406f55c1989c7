import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, type ASTVisitor, type FloatValueNode, type IntValueNode, type ValidationContext } from 'graphql';
import { appError } from '@juba/platform/errors';
import { findInJson, MAX_JSON_DEPTH } from '@juba/contracts/json-depth';

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
export const INFINITE_NUMBER_MESSAGE = 'A number in the request is too large to store: it reads as infinity. Send a finite number.';

/** PostgreSQL text and jsonb cannot hold NUL, and an unpaired surrogate would be stored as U+FFFD: neither is text a person meant. */
const isStorableText = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/** The first problem in a request's variables. */
export function variablesProblem(variables: unknown): string | null {
  let problem: string | null = null;
  findInJson(variables, (node, depth, key) => {
    if ((key !== null && !isStorableText(key)) || (typeof node === 'string' && !isStorableText(node))) problem = UNSTORABLE_TEXT_MESSAGE;
    // JSON.parse reads 1e999 as Infinity, which JSON.stringify would pass on to a subgraph as null.
    else if (typeof node === 'number' && !Number.isFinite(node)) problem = INFINITE_NUMBER_MESSAGE;
    else if (typeof node === 'object' && node !== null && depth >= MAX_VARIABLES_DEPTH) problem = TOO_DEEP_VARIABLES_MESSAGE;
    return problem !== null;
  });
  return problem;
}

/** Validation rules, so a document is checked once however often it is sent: literals no subgraph could store. */
export function storableStringLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (isStorableText(node.value)) return undefined;
      context.reportError(new GraphQLError(UNSTORABLE_TEXT_MESSAGE, { nodes: [node] }));
      return BREAK;
    },
  };
}

export function finiteNumberLiterals(context: ValidationContext): ASTVisitor {
  const refuseInfinite = (node: IntValueNode | FloatValueNode) => {
    if (Number.isFinite(Number(node.value))) return undefined;
    context.reportError(new GraphQLError(INFINITE_NUMBER_MESSAGE, { nodes: [node] }));
    return BREAK;
  };
  return { IntValue: refuseInfinite, FloatValue: refuseInfinite };
}

/**
 * Refuses, with 400 on both the GraphQL and the REST entry points, variables
 * holding text no subgraph could store, non-finite numbers, or nesting deep
 * enough to crash query planning, before any subgraph is asked.
 */
export function inputValuesPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const problem = variablesProblem(request.variables ?? {});
          if (problem) throw appError('BAD_USER_INPUT', problem, { http: { status: 400 } });
        },
      };
    },
  };
}
