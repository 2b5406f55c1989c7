import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, SUPERGRAPH_FILE, composeSupergraph } from './compose.ts';

describe('supergraph', () => {
  const composed = composeSupergraph();

  it('composes from the five subgraph schemas', () => {
    for (const name of ['IDENTITY', 'LEARNER', 'CONTENT', 'DIAGNOSTICS', 'AI']) expect(composed.supergraphSdl).toContain(`${name} @join__graph`);
  });

  it('is committed as composed (run `make supergraph` after changing a schema)', () => {
    expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(composed.supergraphSdl);
    expect(readFileSync(API_SCHEMA_FILE, 'utf8')).toContain(composed.apiSchema);
  });

  it('offers the subscription the frontend follows jobs with', () => {
    expect(composed.apiSchema).toMatch(/type Subscription \{[\s\S]*jobUpdates\(jobId: ID!\): JobUpdate!/);
  });
});
