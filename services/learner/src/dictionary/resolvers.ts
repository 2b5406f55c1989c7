import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import {
  addDictionaryWord,
  deleteDictionaryWord,
  readDictionary,
  setDictionaryWordFavorite,
  translateDictionaryWord,
  viewDictionaryWord,
  type DictionaryEnrichment,
} from './dictionary.ts';
import { dictionarySources } from './enrichment/sources.ts';
import { modelSuggestion } from './model.ts';

const enrichment = (ctx: LearnerContext): DictionaryEnrichment => ({
  sources: dictionarySources,
  model: ctx.currentAiConfig && modelSuggestion(ctx.currentAiConfig),
});

export const dictionaryResolvers: Resolvers<LearnerContext> = {
  Query: {
    dictionary: (_parent, _args, ctx) => readDictionary(ctx.db, requireViewer(ctx).userId),
  },
  Mutation: {
    addDictionaryWord: (_parent, { input }, ctx) => addDictionaryWord(ctx.db, requireViewer(ctx).userId, input, enrichment(ctx), now(ctx)),
    setDictionaryWordFavorite: (_parent, { id, isFavorite }, ctx) => setDictionaryWordFavorite(ctx.db, requireViewer(ctx).userId, id, isFavorite),
    deleteDictionaryWord: (_parent, { id }, ctx) => deleteDictionaryWord(ctx.db, requireViewer(ctx).userId, id),
    viewDictionaryWord: (_parent, { id }, ctx) => viewDictionaryWord(ctx.db, requireViewer(ctx).userId, id, now(ctx)),
    translateDictionaryWord: (_parent, { word }, ctx) => {
      requireViewer(ctx);
      return translateDictionaryWord(word, enrichment(ctx));
    },
  },
};
