import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT_MESSAGE } from '@juba/contracts/admin-edits';
import { sampleContentInput as draft } from '../testing/admin-fixtures.ts';
import { codeOf, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import { startAdminSubgraph, type AdminSubgraph } from '../testing/admin-harness.ts';

let api: AdminSubgraph;
// content_settings is table-wide: this suite changes it, so it has a database of its own.
beforeAll(async () => {
  api = await startAdminSubgraph('admin_content');
});
afterAll(() => api?.stop());

const admin = testAdmin();
const ITEM_FIELDS = 'id contentType title description content difficulty category tags isPublished createdAt updatedAt';
const CREATE = `mutation Create($input: ContentInput!) { createContent(input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { ${ITEM_FIELDS} } }`;
const PUBLISH = `mutation Publish($id: ID!) { publishContent(id: $id) { id isPublished } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteContent(id: $id) }';
const LIST = `query List($type: ContentType) { adminContent(type: $type) { ${ITEM_FIELDS} } }`;
const SET_CONFIG = 'mutation Config($input: ConfigInput!) { createConfig(input: $input) { configKey } }';
const UPDATE_CONFIG = 'mutation UpdateConfig($key: String!, $input: ConfigInput!) { updateConfig(configKey: $key, input: $input) { configKey } }';

async function create(input = draft()) {
  const result = await api.run(CREATE, { input }, admin);
  expect(result.errors).toBeUndefined();
  return result.data!.createContent as Record<string, any>;
}

/** `levels` lists inside one another. */
const nested = (levels: number): unknown => (levels === 0 ? 'deepest' : [nested(levels - 1)]);

const auditFor = (target: string) => api.db.auditEntry.findMany({ where: { target }, orderBy: { id: 'asc' } });

describe('admin content access', () => {
  it('refuses every operation without a viewer (UNAUTHENTICATED) and for a learner (FORBIDDEN), changing nothing', async () => {
    const item = await create();
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [CREATE, { input: draft({ title: 'Not by a learner' }) }],
      [UPDATE, { id: item.id, input: draft({ title: 'Changed' }) }],
      [PUBLISH, { id: item.id }],
      [DELETE, { id: item.id }],
    ];
    const before = { items: await api.db.contentItem.count(), audit: await api.db.auditEntry.count() };
    for (const [query, variables] of operations) {
      expect(codeOf(await api.run(query, variables, null))).toBe('UNAUTHENTICATED');
      const refused = await api.run(query, variables, testViewer());
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe('Admin privileges required for this area.');
    }
    expect({ items: await api.db.contentItem.count(), audit: await api.db.auditEntry.count() }).toEqual(before);
    expect(await api.db.contentItem.findUnique({ where: { id: item.id } })).toMatchObject({ title: 'Comida', isPublished: false });
  });
});

describe('createContent', () => {
  it('stores a draft with the title trimmed and tags trimmed, empties dropped, and audits it', async () => {
    const item = await create(draft({ title: '  Phrasal verbs  ', tags: [' travel ', '', '  ', 'work'] }));
    expect(item).toMatchObject({ title: 'Phrasal verbs', tags: ['travel', 'work'], isPublished: false, contentType: 'vocabulary', difficulty: 'beginner' });
    expect(await api.db.contentItem.findUnique({ where: { id: item.id } })).toMatchObject({ createdBy: admin.userId });
    const [entry] = await auditFor(item.id);
    expect(entry).toMatchObject({ action: 'content.create', actorId: admin.userId, actorEmail: admin.email, before: null, after: item });
  });

  it('accepts any JSON value as content', async () => {
    for (const content of ['a word list', 42, ['apple', 'banana'], { nested: { ok: true } }, {}, nested(32)]) {
      expect((await create(draft({ content }))).content).toEqual(content);
    }
  });

  it('keeps blank description and category as null', async () => {
    expect(await create(draft({ description: '   ', category: '' }))).toMatchObject({ description: null, category: null });
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title is required'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title must be at most 200 characters (got 201)'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description must be at most 2000 characters'],
    ['a category over 100 characters', { category: 'x'.repeat(101) }, 'category must be at most 100 characters'],
    ['more than 20 tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags: at most 20 tags (got 21)'],
    ['a tag over 50 characters', { tags: ['ok', 'y'.repeat(51)] }, 'tags: each tag must be at most 50 characters'],
    ['content over the default maxContentLength', { content: 'z'.repeat(10_000) }, 'the limit is 10000 (content_settings.maxContentLength)'],
    ['content nested 33 levels deep', { content: nested(33) }, 'content nests more than 32 levels of lists and objects'],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_case, overrides, message) => {
    const before = await api.db.contentItem.count();
    const result = await api.run(CREATE, { input: draft(overrides) }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
    expect(await api.db.contentItem.count()).toBe(before);
  });

  it('refuses missing content', async () => {
    const { content: _, ...withoutContent } = draft();
    expect(codeOf(await api.run(CREATE, { input: withoutContent }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await api.run(CREATE, { input: draft({ content: null }) }, admin))).toBe('BAD_USER_INPUT');
  });

  it('enforces the live content_settings.maxContentLength, and the default once the config is inactive', async () => {
    const settings = { autoPublish: false, moderationEnabled: true, defaultDifficulty: 'intermediate', maxContentLength: 100 };
    const config = { configKey: 'content_settings', configValue: settings, description: null, category: 'content', isActive: true };
    expect((await api.run(SET_CONFIG, { input: config }, admin)).errors).toBeUndefined();

    const long = 'x'.repeat(150);
    const refused = await api.run(CREATE, { input: draft({ content: long }) }, admin);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('content is 152 characters long as JSON; the limit is 100 (content_settings.maxContentLength)');
    const item = await create(draft({ content: 'short' }));
    expect(codeOf(await api.run(UPDATE, { id: item.id, input: draft({ content: long }) }, admin))).toBe('BAD_USER_INPUT');

    expect((await api.run(UPDATE_CONFIG, { key: 'content_settings', input: { ...config, isActive: false } }, admin)).errors).toBeUndefined();
    expect((await create(draft({ content: long }))).content).toBe(long);
  });
});

describe('updateContent', () => {
  it('replaces the fields and audits before and after', async () => {
    const item = await create();
    const result = await api.run(
      UPDATE,
      { id: item.id, input: draft({ contentType: 'lesson', title: 'Lesson 2', tags: ['a', ' b '], difficulty: 'advanced' }) },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateContent;
    expect(updated).toMatchObject({
      id: item.id,
      contentType: 'lesson',
      title: 'Lesson 2',
      tags: ['a', 'b'],
      difficulty: 'advanced',
      createdAt: item.createdAt,
    });
    const entries = await auditFor(item.id);
    expect(entries.map((e) => e.action)).toEqual(['content.create', 'content.update']);
    expect(entries[1]).toMatchObject({ before: item, after: updated });
  });

  it('refuses an edit of a version another admin has since replaced, with CONFLICT and nothing written', async () => {
    const STALE_UPDATE = `mutation Update($id: ID!, $input: ContentInput!, $at: String) { updateContent(id: $id, input: $input, expectedUpdatedAt: $at) { ${ITEM_FIELDS} } }`;
    const item = await create();
    const first = await api.run(STALE_UPDATE, { id: item.id, input: draft({ title: 'First editor' }), at: item.updatedAt }, admin);
    expect(first.errors).toBeUndefined();

    const second = await api.run(STALE_UPDATE, { id: item.id, input: draft({ title: 'Second editor' }), at: item.updatedAt }, admin);
    expect({ code: codeOf(second), message: second.errors?.[0]?.message }).toEqual({ code: 'CONFLICT', message: STALE_EDIT_MESSAGE });
    expect((await api.run(LIST, {}, admin)).data!.adminContent.find((c: { id: string }) => c.id === item.id)).toEqual(first.data!.updateContent);
    expect((await auditFor(item.id)).map((e) => e.action)).toEqual(['content.create', 'content.update']);

    expect(codeOf(await api.run(STALE_UPDATE, { id: item.id, input: draft(), at: 'yesterday' }, admin))).toBe('BAD_USER_INPUT');
    expect(
      (await api.run(STALE_UPDATE, { id: item.id, input: draft({ title: 'Third editor' }), at: first.data!.updateContent.updatedAt }, admin)).errors,
    ).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown or malformed id, and validates first', async () => {
    expect(codeOf(await api.run(UPDATE, { id: randomUUID(), input: draft() }, admin))).toBe('NOT_FOUND');
    expect(codeOf(await api.run(UPDATE, { id: 'not-a-uuid', input: draft() }, admin))).toBe('NOT_FOUND');
    expect(codeOf(await api.run(UPDATE, { id: randomUUID(), input: draft({ title: '' }) }, admin))).toBe('BAD_USER_INPUT');
  });
});

describe('publishContent', () => {
  it('publishes a draft once; publishing again is a CONFLICT that changes nothing', async () => {
    const item = await create();
    expect((await api.run(PUBLISH, { id: item.id }, admin)).data!.publishContent).toEqual({ id: item.id, isPublished: true });
    const again = await api.run(PUBLISH, { id: item.id }, admin);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('This content is already published.');
    expect((await auditFor(item.id)).map((e) => e.action)).toEqual(['content.create', 'content.publish']);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expect(codeOf(await api.run(PUBLISH, { id: randomUUID() }, admin))).toBe('NOT_FOUND');
  });
});

describe('deleteContent', () => {
  it('deletes, answers the id and audits what was deleted; a second delete is NOT_FOUND', async () => {
    const item = await create();
    expect((await api.run(DELETE, { id: item.id }, admin)).data!.deleteContent).toBe(item.id);
    expect(await api.db.contentItem.findUnique({ where: { id: item.id } })).toBeNull();
    expect((await auditFor(item.id)).at(-1)).toMatchObject({ action: 'content.delete', before: item, after: null });
    expect(codeOf(await api.run(DELETE, { id: item.id }, admin))).toBe('NOT_FOUND');
  });
});

describe('adminContent', () => {
  it('lists newest first, optionally one type', async () => {
    const vocabulary = await create(draft({ contentType: 'vocabulary', title: 'Food' }));
    await create(draft({ contentType: 'challenge', title: 'Pitch' }));
    const all = (await api.run(LIST, {}, admin)).data!.adminContent as { createdAt: string; contentType: string }[];
    const times = all.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const onlyVocabulary = (await api.run(LIST, { type: 'vocabulary' }, admin)).data!.adminContent as { id: string; contentType: string }[];
    expect(onlyVocabulary.every((i) => i.contentType === 'vocabulary')).toBe(true);
    expect(onlyVocabulary.map((i) => i.id)).toContain(vocabulary.id);
    expect(codeOf(await api.run(LIST, { type: 'poem' }, admin))).toBe('BAD_USER_INPUT');
  });
});
