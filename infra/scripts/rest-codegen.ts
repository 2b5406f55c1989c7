// Generates gateway/src/generated/graphql.ts: the types and typed documents of
// the REST facade's operations (gateway/src/rest/features/*.graphql), checked
// against the API schema, so each row's mapping from GraphQL result to REST
// answer is type-checked.
//   make generate   (or: tsx infra/scripts/rest-codegen.ts)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOperationTypes, runAsScript } from './operation-codegen.ts';

const gatewayDir = fileURLToPath(new URL('../../gateway', import.meta.url));

export const generateRestOperationTypes = () =>
  generateOperationTypes({
    sourceDir: join(gatewayDir, 'src', 'rest'),
    packageDir: gatewayDir,
    generatedFile: join(gatewayDir, 'src', 'generated', 'graphql.ts'),
    generator: 'infra/scripts/rest-codegen.ts',
    // JSON values are passed on as they come; nothing here reads into them.
    scalars: { JSON: 'unknown' },
  });

runAsScript(import.meta.url, generateRestOperationTypes);
