import { z } from 'zod';
import {
  RestAddDictionaryWordDocument,
  RestDeleteDictionaryWordDocument,
  RestDictionaryDocument,
  RestDictionaryFavoriteDocument,
  RestTranslateDictionaryWordDocument,
  RestViewDictionaryWordDocument,
  RestVocabularyDocument,
} from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

/** A dictionary body: an object with only the named fields; the learner service checks the words themselves, in Portuguese. */
const dictionaryBody = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `campo desconhecido: ${issue.keys.join(', ')}`
          : issue.code === 'invalid_type'
            ? 'envie um objeto JSON'
            : undefined,
    })
    .strict();
const dictionaryText = (field: string, required: boolean) =>
  z.string({ error: (issue) => (issue.input === undefined && required ? 'campo obrigatório' : `${field} deve ser um texto`) });

export const dictionaryRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/vocabulary',
    feature: 'dictionary',
    access: 'signed-in',
    // Spec part 1 §7: the dashboard uses only the count of this list; it is the learner's dictionary.
    run: async (call) => ({ json: (await call.graphql(RestVocabularyDocument)).dictionary }),
  }),
  restRoute({
    method: 'GET',
    path: '/api/dictionary',
    feature: 'dictionary',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestDictionaryDocument)).dictionary }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/dictionary',
    feature: 'dictionary',
    access: 'signed-in',
    // An empty translation is found by the learner service; the same word again is its CONFLICT (409).
    body: dictionaryBody({
      word: dictionaryText('word', true),
      translation: dictionaryText('translation', false).nullable().optional(),
      category: dictionaryText('category', false).nullable().optional(),
    }),
    run: async (call) => ({ status: 201, json: (await call.graphql(RestAddDictionaryWordDocument, { input: call.body })).addDictionaryWord }),
  }),
  restRoute({
    method: 'PATCH',
    path: '/api/dictionary/{id}/favorite',
    feature: 'dictionary',
    access: 'signed-in',
    body: dictionaryBody({
      isFavorite: z.boolean({ error: (issue) => (issue.input === undefined ? 'campo obrigatório' : 'isFavorite deve ser true ou false') }),
    }),
    run: async (call) => ({
      json: (await call.graphql(RestDictionaryFavoriteDocument, { id: call.params.id!, isFavorite: call.body.isFavorite })).setDictionaryWordFavorite,
    }),
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/dictionary/{id}',
    feature: 'dictionary',
    access: 'signed-in',
    run: async (call) => ({ json: { id: (await call.graphql(RestDeleteDictionaryWordDocument, { id: call.params.id! })).deleteDictionaryWord } }),
  }),
  restRoute({
    method: 'PATCH',
    path: '/api/dictionary/{id}/view',
    feature: 'dictionary',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestViewDictionaryWordDocument, { id: call.params.id! })).viewDictionaryWord }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/dictionary/translate',
    feature: 'dictionary',
    access: 'signed-in',
    body: dictionaryBody({ word: dictionaryText('word', true) }),
    run: async (call) => ({
      json: { translation: (await call.graphql(RestTranslateDictionaryWordDocument, { word: call.body.word })).translateDictionaryWord },
    }),
  }),
];
