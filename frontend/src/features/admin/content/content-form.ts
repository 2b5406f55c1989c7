import type { AdminContentItemFragment, ContentDifficulty, ContentInput, ContentType } from '../../../generated/graphql.ts';
import { formatJson, optionalText, parseJsonText, type FormResult } from '../admin-form.ts';

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  exercise: 'Exercício',
  challenge: 'Desafio',
  vocabulary: 'Vocabulário',
  lesson: 'Lição',
};

export const DIFFICULTY_LABELS: Record<ContentDifficulty, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
};

/** The content form as typed: every field is text until it is sent. */
export interface ContentDraft {
  contentType: ContentType;
  title: string;
  description: string;
  content: string;
  difficulty: ContentDifficulty;
  category: string;
  tags: string;
}

/** Spec part 1 §5 defaults: contentType exercise, difficulty intermediate, content {}. */
export const NEW_CONTENT: ContentDraft = {
  contentType: 'exercise',
  title: '',
  description: '',
  content: '{}',
  difficulty: 'intermediate',
  category: '',
  tags: '',
};

export function contentDraftOf(item: AdminContentItemFragment): ContentDraft {
  return {
    contentType: item.contentType,
    title: item.title,
    description: item.description ?? '',
    content: formatJson(item.content),
    difficulty: item.difficulty,
    category: item.category ?? '',
    tags: item.tags.join(', '),
  };
}

/** Spec part 1 §5: comma-separated, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The title is required and the content must be JSON; the first failing field stops the form. */
export function contentInputOf(draft: ContentDraft): FormResult<ContentInput, 'title' | 'content'> {
  const title = draft.title.trim();
  if (title === '') return { invalid: 'title' };
  const content = parseJsonText(draft.content);
  if (!content.valid) return { invalid: 'content' };
  return {
    input: {
      contentType: draft.contentType,
      title,
      description: optionalText(draft.description),
      content: content.value,
      difficulty: draft.difficulty,
      category: optionalText(draft.category),
      tags: splitTags(draft.tags),
    },
  };
}
