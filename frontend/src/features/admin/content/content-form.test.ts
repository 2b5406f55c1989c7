import { describe, expect, it } from 'vitest';
import { NEW_CONTENT, contentDraftOf, contentInputOf, splitTags } from './content-form.ts';
import { contentItem } from '../admin-fixtures.ts';

describe('content form', () => {
  it('splits tags on commas, trimmed, dropping empties', () => {
    expect(splitTags(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitTags('   ')).toEqual([]);
  });

  it('needs a title, then valid JSON content', () => {
    expect(contentInputOf({ ...NEW_CONTENT, title: ' ', content: 'nope' })).toEqual({ invalid: 'title' });
    expect(contentInputOf({ ...NEW_CONTENT, title: 'T', content: '' })).toEqual({ invalid: 'content' });
    expect(contentInputOf({ ...NEW_CONTENT, title: 'T', content: '{"a":' })).toEqual({ invalid: 'content' });
  });

  it('accepts any JSON value as content', () => {
    for (const [text, value] of [
      ['[1,2]', [1, 2]],
      ['"text"', 'text'],
      ['3', 3],
      ['null', null],
    ] as const) {
      expect(contentInputOf({ ...NEW_CONTENT, title: 'T', content: text })).toMatchObject({ input: { content: value } });
    }
  });

  it('round-trips an item through the edit form', () => {
    const item = contentItem() as Parameters<typeof contentDraftOf>[0];
    expect(contentInputOf(contentDraftOf(item))).toEqual({
      input: {
        contentType: item.contentType,
        title: item.title,
        description: item.description,
        content: item.content,
        difficulty: item.difficulty,
        category: item.category,
        tags: item.tags,
      },
    });
  });
});
