import { materialSchema, type Material } from '@juba/ai-provider';
import type { HandoutRow } from './store.ts';

/** The GraphQL HandoutJob as resolvers return it; Resolvers<ContentContext> checks it against the schema. */
export function toHandoutJob(row: HandoutRow) {
  return {
    id: row.id,
    level: row.level,
    status: row.status,
    progress: row.progress,
    message: row.message,
    material: row.status === 'COMPLETED' ? storedMaterial(row) : null,
    error: row.status === 'FAILED' ? row.error : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stored JSON is checked again on the way out: a bad row must not break the slide viewer. */
function storedMaterial(row: HandoutRow): Material | null {
  const parsed = materialSchema.safeParse(row.material);
  if (parsed.success) return parsed.data;
  console.error(`handout ${row.id}: stored material does not match the Material schema`, parsed.error.issues);
  return null;
}
