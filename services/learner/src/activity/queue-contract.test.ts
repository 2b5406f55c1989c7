import { readFileSync } from 'node:fs';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ACTIVITY_KINDS, ERROR_TYPES } from '@juba/contracts/jobs';
import type { ActivityKind, ErrorType } from '../generated/graphql.ts';

const schema = parse(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** The values of one enum of the learner schema, as written there. */
function schemaEnum(name: string): string[] {
  const definition = schema.definitions.find((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === name);
  if (!definition) throw new Error(`services/learner/schema.graphql has no enum ${name}`);
  return (definition.values ?? []).map((v) => v.name.value);
}

// What producers put on the learner-activity queue (@juba/contracts/jobs) is what this service's schema answers:
// a kind or error type added to one and not the other fails here at run time, and in the typecheck.
describe('the learner-activity queue contract', () => {
  it('carries exactly the activity kinds of the learner schema', () => {
    expect([...ACTIVITY_KINDS].sort()).toEqual(schemaEnum('ActivityKind').sort());
    expectTypeOf<(typeof ACTIVITY_KINDS)[number]>().toEqualTypeOf<ActivityKind>();
  });

  it('carries exactly the error types of the learner schema', () => {
    expect([...ERROR_TYPES].sort()).toEqual(schemaEnum('ErrorType').sort());
    expectTypeOf<(typeof ERROR_TYPES)[number]>().toEqualTypeOf<ErrorType>();
  });
});
