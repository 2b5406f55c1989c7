import { describe, expectTypeOf, it } from 'vitest';
import type { ACTIVITY_KINDS, ERROR_TYPES } from '@juba/contracts/jobs';
import type { ActivityKind, ErrorType } from '../generated/graphql.ts';

// What producers put on the learner-activity queue (@juba/contracts/jobs) is what this service's schema answers:
// a kind or error type added to one and not the other fails the typecheck of `make test`.
describe('the learner-activity queue contract', () => {
  it('carries exactly the activity kinds of the learner schema', () => {
    expectTypeOf<(typeof ACTIVITY_KINDS)[number]>().toEqualTypeOf<ActivityKind>();
  });

  it('carries exactly the error types of the learner schema', () => {
    expectTypeOf<(typeof ERROR_TYPES)[number]>().toEqualTypeOf<ErrorType>();
  });
});
