import { badInput } from '@juba/platform/errors';
import type { ContentInput } from '../generated/graphql.ts';
import { requireJsonWithin } from '../admin/json-value.ts';
import { optionalText, requiredText } from '../admin/text-input.ts';

export interface ContentWrite extends ContentInput {
  description: string | null;
  category: string | null;
}

const CONTENT_LIMITS = { title: 200, description: 2000, category: 100, tags: 20, tag: 50 } as const;

/** Spec part 1 §5: tags trimmed, empty ones dropped. */
function cleanTags(tags: string[]): string[] {
  const cleaned = tags.map((tag) => tag.trim()).filter((tag) => tag !== '');
  if (cleaned.length > CONTENT_LIMITS.tags) throw badInput(`tags: at most ${CONTENT_LIMITS.tags} tags (got ${cleaned.length})`);
  const long = cleaned.find((tag) => tag.length > CONTENT_LIMITS.tag);
  if (long) throw badInput(`tags: each tag must be at most ${CONTENT_LIMITS.tag} characters ("${long.slice(0, 20)}..." has ${long.length})`);
  return cleaned;
}

/** `maxContentLength` is the live content_settings.maxContentLength. */
export function validateContentInput(input: ContentInput, maxContentLength: number): ContentWrite {
  const title = requiredText('title', input.title, CONTENT_LIMITS.title);
  requireJsonWithin('content', input.content, maxContentLength, 'content_settings.maxContentLength');
  return {
    contentType: input.contentType,
    title,
    description: optionalText('description', input.description, CONTENT_LIMITS.description),
    content: input.content,
    difficulty: input.difficulty,
    category: optionalText('category', input.category, CONTENT_LIMITS.category),
    tags: cleanTags(input.tags),
  };
}
