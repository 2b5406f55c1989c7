import type { z } from 'zod';
import { messageOf } from '@juba/platform/errors';
export type ParsedJson<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 8;

/** Some compatible servers wrap JSON in a Markdown fence even in JSON mode. */
function withoutCodeFence(text: string) {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text);
  return fenced?.[1] ?? text;
}

/** Reads a model's JSON reply against a schema; `subject` names the whole object in problem texts. */
export function parseJsonReply<S extends z.ZodType>(
  schema: S,
  subject: string,
  content: string | null | undefined,
  finishReason?: string | null,
): ParsedJson<z.infer<S>> {
  const cutOff = finishReason === 'length' ? ['the reply was cut off by the max_tokens limit'] : [];
  const text = content?.trim();
  if (!text) return { ok: false, problems: [...cutOff, 'the reply was empty'] };

  let json: unknown;
  try {
    json = JSON.parse(withoutCodeFence(text));
  } catch (error) {
    return { ok: false, problems: [...cutOff, `the reply is not valid JSON (${messageOf(error)})`] };
  }

  const result = schema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.slice(0, MAX_PROBLEMS).map((i) => `${i.path.join('.') || subject}: ${i.message}`);
    return { ok: false, problems: [...cutOff, ...problems] };
  }
  return { ok: true, value: result.data };
}
