import { randomUUID } from 'node:crypto';

/** A valid ContentInput (and REST content body). */
export const sampleContentInput = (overrides: Record<string, unknown> = {}) => ({
  contentType: 'vocabulary',
  title: 'Comida',
  description: 'Palavras de restaurante',
  content: { words: ['menu', 'bill'] },
  difficulty: 'beginner',
  category: 'food',
  tags: ['food', 'travel'],
  ...overrides,
});

/** A valid ConfigInput (and REST config body) under a key of its own. */
export const sampleConfigInput = (overrides: Record<string, unknown> = {}) => ({
  configKey: `feature_${randomUUID().replaceAll('-', '_')}`,
  configValue: { enabled: true },
  description: 'Recurso experimental',
  category: 'general',
  isActive: true,
  ...overrides,
});
