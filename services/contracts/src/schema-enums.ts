/**
 * A generated enum union's values as a runtime list, for the checks that
 * still run on values the schema did not parse (a caller bypassing it, stored
 * strings, job payloads). The call compiles only when the list names every
 * value of the union, so the list cannot fall behind schema.graphql.
 *   export const LEVELS = enumValues<EnglishLevel>()(['beginner', 'intermediate', 'advanced']);
 */
export const enumValues =
  <T extends string>() =>
  <const L extends readonly T[]>(values: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> })): L =>
    values;
