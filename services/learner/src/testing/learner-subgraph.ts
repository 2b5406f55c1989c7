import { randomUUID } from 'node:crypto';
import { createSubgraphServer } from '@juba/platform/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import { createLearnerDb } from '../db.ts';
import type { LearnerContext } from '../resolvers.ts';
import { learnerSubgraph } from '../subgraph.ts';

export type OperationResult = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The learner subgraph in-process, on the test database, with the clock each test fixes (or moves for one call with `at`). */
export function startLearnerSubgraph(now: Date) {
  const db = createLearnerDb(process.env.DATABASE_URL!);
  const server = createSubgraphServer<LearnerContext>({
    schemaPath: new URL('../../schema.graphql', import.meta.url),
    resolvers: learnerSubgraph.resolvers,
    internalSecret: 'x'.repeat(32),
    production: false,
    context: { db },
  });
  return {
    db,
    async run(query: string, variables: Record<string, unknown>, viewer: Viewer | null, at = now): Promise<OperationResult> {
      const response = await server.executeOperation({ query, variables }, { contextValue: { db, viewer, now: () => at } });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return response.body.singleResult as OperationResult;
    },
    async stop() {
      await server.stop();
      await db.$disconnect();
    },
  };
}

export const codeOf = (result: OperationResult) => result.errors?.[0]?.extensions?.code;

export const learner = (overrides: Partial<Viewer> = {}): Viewer => ({
  userId: randomUUID(),
  email: 'bia@example.com',
  firstName: 'Bia',
  lastName: 'Costa',
  profileImageUrl: null,
  isAdmin: false,
  ...overrides,
});

export const admin = () => learner({ email: 'admin@juba.local', firstName: 'Ana', isAdmin: true });
