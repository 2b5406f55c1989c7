import { badInput } from '@juba/platform/errors';

/** Trimmed text of at most `max` characters; blank or missing becomes null. */
export function optionalText(field: string, value: string | null | undefined, max: number): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters (got ${text.length})`);
  return text === '' ? null : text;
}

/** Trimmed, non-empty text of at most `max` characters. */
export function requiredText(field: string, value: string | null | undefined, max: number): string {
  const text = optionalText(field, value, max);
  if (text === null) throw badInput(`${field} is required`);
  return text;
}
