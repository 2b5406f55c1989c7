import { badInput } from '@juba/platform/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '@juba/contracts/json-depth';

/**
 * Refuses a missing value, one nested too deeply, or one longer than `max`
 * characters as JSON (the unit of every size limit on admin JSON), naming the
 * limit and where it comes from.
 */
export function requireJsonWithin(field: string, value: unknown, max: number, limitName: string): void {
  if (value === undefined || value === null) throw badInput(`${field} is required`);
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw badInput(`${field} nests more than ${MAX_JSON_DEPTH} levels of lists and objects`);
  const length = JSON.stringify(value).length;
  if (length > max) throw badInput(`${field} is ${length} characters long as JSON; the limit is ${max} (${limitName})`);
}
