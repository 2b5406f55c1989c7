/** GraphQL types whose resolvers' parent values are the service's own types (infra/scripts/subgraph-codegen.ts); paths from src/generated/. */
export const mappers = {
  // A handout's material is the AI provider's validated Material, whose slides may leave out `exercise` (GraphQL answers null).
  Slide: '@juba/ai-provider#Slide as AiSlide',
};
