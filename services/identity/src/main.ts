import { commonEnv, parseEnv } from '@juba/shared/env';
import { serviceInfo } from '@juba/shared/services';
import { startSubgraph } from '@juba/shared/subgraph';
import { createIdentityDb } from './db.ts';
import { resolvers, type IdentityContext } from './resolvers.ts';

const env = parseEnv(commonEnv);
const db = createIdentityDb(env.DATABASE_URL);
const { url } = await startSubgraph<IdentityContext>({
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  internalSecret: env.INTERNAL_SECRET,
  production: env.JUBA_PRODUCTION,
  port: serviceInfo('identity').port,
  context: { db },
});
console.log(`identity subgraph at ${url}`);
