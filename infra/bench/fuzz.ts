// `make fuzz`: the fuzz harness of gateway/src/fuzz (which the test suite runs
// with 5,000 requests) with more requests, on the whole API started in this
// process against its own database. Prints the counts; exits 1 on any failure
// or changed row. FUZZ_REQUESTS (20000), FUZZ_SEED, FUZZ_CONCURRENCY (8),
// FUZZ_ONLY (indexes to replay, comma-separated), FUZZ_DATABASE_URL, FUZZ_REDIS_URL.
import { randomUUID } from 'node:crypto';
import { migrateAll } from '../scripts/migrate.ts';
import { resetSchemas } from '../test/global-setup.ts';
import { startFuzzedStack } from '../../gateway/src/fuzz/fuzzed-stack.ts';
import { formatReport, fuzzAndCompare } from '../../gateway/src/fuzz/harness.ts';

const databaseUrl = process.env.FUZZ_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_fuzz';
const prefix = `fuzz-${randomUUID()}`;
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.FUZZ_REDIS_URL ?? 'redis://127.0.0.1:6379/9',
  JOB_QUEUE_PREFIX: prefix,
  LIVE_CONFIG_PREFIX: prefix,
});
await resetSchemas(databaseUrl);
await migrateAll(databaseUrl);

// The stack's thread reads the environment set above.
const stack = await startFuzzedStack();
try {
  const { ctx } = stack;
  const only = process.env.FUZZ_ONLY?.split(',').map(Number);
  const { report, changes } = await fuzzAndCompare(stack.url, databaseUrl, ctx, {
    seed: Number(process.env.FUZZ_SEED ?? 1),
    requests: Number(process.env.FUZZ_REQUESTS ?? 20_000),
    concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 8),
    only,
  });
  console.log(formatReport(report, changes));
  process.exitCode = report.failures.length || changes.length ? 1 : 0;
} finally {
  await stack.close();
}
