import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

const SUBSCRIPTION_OVER_HTTP_MESSAGE = 'Subscriptions are served over the WebSocket: connect to /graphql with graphql-ws (the graphql-transport-ws protocol).';

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: ApolloServerErrorCode.BAD_REQUEST, http: { status: 400 } } });

/**
 * Refuses with 400, before the query planner sees it, an operation HTTP cannot
 * run: none in the document matching operationName, or a subscription (the
 * planner knows only the subgraphs' schema, which has no Subscription type).
 */
export function httpOperationPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation }) {
          if (!operation) {
            throw badRequest(
              request.operationName
                ? `Unknown operation named "${request.operationName}".`
                : 'The document holds several operations: name the one to run in operationName.',
            );
          }
          if (operation.operation === 'subscription') throw badRequest(SUBSCRIPTION_OVER_HTTP_MESSAGE);
        },
      };
    },
  };
}
