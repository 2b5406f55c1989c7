import type * as Provider from '@juba/ai-provider';
import type { SocraticTopicId } from '@juba/contracts/socratic';
import type * as GraphQL from './generated/graphql.ts';

/**
 * The AI provider (@juba/ai-provider) keeps its own types so it never depends
 * on this subgraph; the values it shares with schema.graphql must stay the
 * same on both sides. Type-only: the typecheck (part of `make test`) fails as
 * soon as either side gains or loses a value.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type ProviderTypesMatchSchema = [
  Holds<Same<Provider.AiProviderName, GraphQL.AiProviderName>>,
  Holds<Same<Provider.EnglishLevel, GraphQL.EnglishLevel>>,
  Holds<Same<Provider.ConversationRole, GraphQL.ConversationRole>>,
  Holds<Same<Provider.ConversationTheme, GraphQL.ConversationTheme>>,
  Holds<Same<Provider.AiStatus, Omit<GraphQL.AiStatus, '__typename'>>>,
  // The topic ids come from the contract the screen and the provider share.
  Holds<Same<SocraticTopicId, GraphQL.SocraticTopic>>,
];
