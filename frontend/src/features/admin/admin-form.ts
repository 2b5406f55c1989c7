/** Text-field conversions shared by the content and config forms (spec part 1 §5). */

export type JsonText = { valid: true; value: unknown } | { valid: false };

/** An empty text is not JSON either: the JSON fields are required. */
export function parseJsonText(text: string): JsonText {
  try {
    return { valid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { valid: false };
  }
}

export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A blank optional field is sent as null, so editing can clear it. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** What a form produces: the input to send, or the first field that stops it. */
export type FormResult<Input, Field extends string> = { input: Input } | { invalid: Field };
