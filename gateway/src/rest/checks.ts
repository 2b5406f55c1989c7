// How rows of several features check what a caller sent: each message names
// the field and what it needs.
import { z } from 'zod';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '@juba/contracts/json-depth';
import type { RestResult } from './rest-route.ts';

export const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

/** Names a missing field as missing, and a field of the wrong type by the type it needs. */
export const typeError = (field: string, expected: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${expected}`),
});

/** Any JSON value but null, nested no deeper than the subgraphs accept: the admin's content or config value. */
export const requiredJson = (field: string) =>
  z
    .custom<NonNullable<unknown>>((value) => value !== undefined && value !== null, { error: `${field} is required (any JSON value except null)` })
    .refine((value) => !nestsDeeperThan(value, MAX_JSON_DEPTH), `${field} nests more than ${MAX_JSON_DEPTH} levels of lists and objects`);

export const optionalText = (field: string) =>
  z
    .string({ error: `${field} must be text or null` })
    .nullable()
    .optional();

export const badQuery = (message: string): RestResult => ({ status: 400, json: { message } });
