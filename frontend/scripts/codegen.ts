// Generates frontend/src/generated/graphql.ts: TypeScript types and typed
// documents for every operation in frontend/src/**/*.graphql, checked against
// the client-facing schema the gateway serves.
//   npm run codegen -w @juba/frontend
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOperationTypes, runAsScript } from '../../infra/scripts/operation-codegen.ts';

const frontendDir = fileURLToPath(new URL('..', import.meta.url));

export const generateGraphQLTypes = (schemaFile?: string) =>
  generateOperationTypes(
    {
      sourceDir: join(frontendDir, 'src'),
      packageDir: frontendDir,
      generatedFile: join(frontendDir, 'src', 'generated', 'graphql.ts'),
      generator: 'frontend/scripts/codegen.ts',
    },
    schemaFile,
  );

runAsScript(import.meta.url, generateGraphQLTypes);
