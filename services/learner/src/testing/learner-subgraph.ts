import { randomUUID } from 'node:crypto';
import { startTestSubgraph } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { LearnerContext } from '../context.ts';
import { createLearnerDb } from '../db.ts';
import { learnerSubgraph } from '../subgraph.ts';

/**
 * The learner subgraph in-process, on the test database, with the clock each
 * test fixes (or moves for one call with `at`). Plan generations are left in
 * the outbox under `jobOutbox.prefix`, where a relay of the test's own may queue them.
 */
export function startLearnerSubgraph(now: Date, jobOutbox: LearnerContext['jobOutbox'] = { prefix: `test-learner-${randomUUID()}`, wake: () => {} }) {
  const db = createLearnerDb(process.env.DATABASE_URL!);
  const subgraph = startTestSubgraph<LearnerContext>(learnerSubgraph, { db, jobOutbox, now: () => now });
  return {
    db,
    run: (query: string, variables: Record<string, unknown>, viewer: Viewer | null, at = now) => subgraph.run(query, variables, viewer, { now: () => at }),
    async stop() {
      await subgraph.stop();
      await db.$disconnect();
    },
  };
}
