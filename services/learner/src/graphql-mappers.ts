/** GraphQL types whose resolvers' parent values are the service's own types (infra/scripts/subgraph-codegen.ts); paths from src/generated/. */
export const mappers = {
  Progress: '../progress/progress.ts#ProgressView',
};
