import { generateGraphQLTypes } from './scripts/codegen.ts';

/** The components import the generated operation types: make sure they match the current schema. */
export default async function setup() {
  await generateGraphQLTypes();
}
