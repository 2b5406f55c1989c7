import { z } from 'zod';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import {
  RestAdminContentDocument,
  RestCreateContentDocument,
  RestDeleteContentDocument,
  RestPublishContentDocument,
  RestUpdateContentDocument,
} from '../../generated/graphql.ts';
import { badQuery, oneOf, optionalText, requiredJson, typeError } from '../checks.ts';
import { restRoute } from '../rest-route.ts';

const CONTENT_TYPES = ['exercise', 'challenge', 'vocabulary', 'lesson'] as const;
const isContentType = (type: unknown): type is (typeof CONTENT_TYPES)[number] => (CONTENT_TYPES as readonly unknown[]).includes(type);

/** Spec part 1 §7: the content form's body; the content subgraph checks lengths, tags and the live size limit. */
const contentBody = z
  .object({
    contentType: oneOf('contentType', CONTENT_TYPES),
    title: z.string(typeError('title', 'text')),
    description: optionalText('description'),
    content: requiredJson('content'),
    difficulty: oneOf('difficulty', ENGLISH_LEVELS),
    category: optionalText('category'),
    tags: z.array(z.string({ error: 'tags must be a list of text' }), typeError('tags', 'a list of text')),
  })
  .strict();

export const adminContentRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/admin/content',
    feature: 'admin-content',
    access: 'admin',
    run: async (call) => {
      const { type } = call.query;
      if (type !== undefined && !isContentType(type)) return badQuery(`type must be one of: ${CONTENT_TYPES.join(', ')}`);
      return { json: (await call.graphql(RestAdminContentDocument, { type: type ?? null })).adminContent };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/api/admin/content',
    feature: 'admin-content',
    access: 'admin',
    body: contentBody,
    run: async (call) => ({ status: 201, json: (await call.graphql(RestCreateContentDocument, { input: call.body })).createContent }),
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/content/{id}',
    feature: 'admin-content',
    access: 'admin',
    body: contentBody,
    run: async (call) => ({ json: (await call.graphql(RestUpdateContentDocument, { id: call.params.id!, input: call.body })).updateContent }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/admin/content/{id}/publish',
    feature: 'admin-content',
    access: 'admin',
    run: async (call) => ({ json: (await call.graphql(RestPublishContentDocument, { id: call.params.id! })).publishContent }),
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/admin/content/{id}',
    feature: 'admin-content',
    access: 'admin',
    run: async (call) => ({ json: { id: (await call.graphql(RestDeleteContentDocument, { id: call.params.id! })).deleteContent } }),
  }),
];
