import { describe, expect, it } from 'vitest';
import { dataExportPayload, handoutJobPayload, phoneticAnalysisPayload, planGenerationPayload } from './jobs.ts';

const id = '7d1c4f1e-5b8a-4c2e-9f3a-2b6d8e0a1c55';

describe('row job payloads', () => {
  it.each([
    ['handout', handoutJobPayload, { handoutId: id, level: 'basico' }],
    ['phonetic analysis', phoneticAnalysisPayload, { sessionId: id }],
    ['plan generation', planGenerationPayload, { generationId: id, planId: id }],
    ['data export', dataExportPayload, { exportId: id }],
  ] as const)('read a %s job queued before the rename, whose learner is ownerId, as userId', (_job, schema, fields) => {
    expect(schema.parse({ ...fields, ownerId: 'ana' })).toEqual({ ...fields, userId: 'ana' });
    expect(schema.parse({ ...fields, userId: 'ana' })).toEqual({ ...fields, userId: 'ana' });
  });

  it('refuse a job that names no learner', () => {
    expect(handoutJobPayload.safeParse({ handoutId: id, level: 'basico' }).success).toBe(false);
  });
});
