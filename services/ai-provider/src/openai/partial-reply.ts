/**
 * Reads the top-level "reply" string out of a model's JSON while it is still
 * being written, so the learner can watch the tutor's reply appear. What
 * the text ends in the middle of (a key, an escape) waits for the next chunk.
 */

const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const WHITESPACE = /[ \t\r\n]/;
// Compatible servers may fence JSON even in JSON mode (see parse.ts); the fence's first line may still be arriving.
const OPENING_FENCE = /^\s*```[a-z]*[ \t]*(?:\n|$)/i;

const PREFIX_OF_UNICODE_ESCAPE = /^(?:\\(?:u[0-9a-f]{0,3})?)?$/i;

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

function skipWhitespace(text: string, at: number) {
  while (at < text.length && WHITESPACE.test(text[at]!)) at++;
  return at;
}

/** The UTF-16 unit of a `\uXXXX` escape at `at`, or null when its four digits have not all arrived (or are not hex). */
function unicodeEscapeAt(text: string, at: number): number | null {
  const digits = text.slice(at + 2, at + 6);
  return /^[0-9a-f]{4}$/i.test(digits) ? parseInt(digits, 16) : null;
}

interface StringSoFar {
  value: string;
  /** Index just after the closing quote, or null while the string is still open. */
  end: number | null;
}

/**
 * Decodes the JSON string whose opening quote is at `start`, as far as it has
 * arrived. An escape cut at the end of the text, or a high surrogate whose
 * low half has not arrived, is left out rather than shown half-decoded.
 */
function readString(text: string, start: number): StringSoFar {
  let value = '';
  let at = start + 1;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"') return { value, end: at + 1 };
    if (char !== '\\') {
      value += char;
      at++;
      continue;
    }
    const kind = text[at + 1];
    if (kind === undefined) break;
    if (kind !== 'u') {
      const decoded = SIMPLE_ESCAPES[kind];
      if (decoded === undefined) break;
      value += decoded;
      at += 2;
      continue;
    }
    const unit = unicodeEscapeAt(text, at);
    if (unit === null) break;
    if (isHighSurrogate(unit)) {
      const next = text.slice(at + 6, at + 12);
      // The low half may still be arriving as a second escape: wait for it rather than show half a character.
      if (next.length < 6 && PREFIX_OF_UNICODE_ESCAPE.test(next)) break;
      const low = next.startsWith('\\u') ? unicodeEscapeAt(text, at + 6) : null;
      if (low !== null && isLowSurrogate(low)) {
        value += String.fromCharCode(unit, low);
        at += 12;
        continue;
      }
    }
    value += String.fromCharCode(unit);
    at += 6;
  }
  return { value, end: null };
}

/** Index just after the JSON value starting at `start` (after whitespace), or null when it has not all arrived. */
function skipValue(text: string, start: number): number | null {
  let depth = 0;
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"') {
      const { end } = readString(text, at);
      if (end === null) return null;
      at = end;
    } else {
      // A number, true, false or null ends where the object goes on.
      if (depth === 0 && (char === ',' || char === '}' || char === ']')) return at;
      if (char === '{' || char === '[') depth++;
      else if (char === '}' || char === ']') depth--;
      at++;
    }
    if (depth === 0 && (char === '"' || char === '}' || char === ']')) return at;
  }
  return null;
}

/**
 * The "reply" value of the top-level object in `content` as written so far
 * (from its first character), or null while it has not started (or is not a
 * string). Other keys before it are skipped, whatever they hold. A second
 * top-level "reply" key makes it null for good: JSON.parse keeps the last of
 * two, so the first one, already shown, is not the reply that will be stored.
 */
export function partialReply(content: string): string | null {
  const fence = OPENING_FENCE.exec(content);
  let at = skipWhitespace(content, fence ? fence[0].length : 0);
  if (content[at] !== '{') return null;
  at++;
  let reply: string | null = null;
  for (;;) {
    at = skipWhitespace(content, at);
    if (content[at] !== '"') return reply;
    const key = readString(content, at);
    if (key.end === null) return reply;
    if (key.value === 'reply' && reply !== null) return null;
    at = skipWhitespace(content, key.end);
    if (content[at] !== ':') return reply;
    at = skipWhitespace(content, at + 1);
    if (key.value === 'reply') {
      if (content[at] !== '"') return null;
      const value = readString(content, at);
      if (value.end === null) return value.value;
      reply = value.value;
      at = value.end;
    } else {
      const after = skipValue(content, at);
      if (after === null) return reply;
      at = after;
    }
    at = skipWhitespace(content, at);
    if (content[at] !== ',') return reply;
    at++;
  }
}

/**
 * Turns the growing content of one streamed answer into drafts: `onDraft`
 * hears the reply text each time it changes. Drafts follow the rules the
 * stored reply is validated by (trimmed, not empty, at most `maxLength`), so
 * each is the beginning of the stored reply whenever that one validates;
 * past `maxLength` the answer will be refused, and drafting stops. A retry
 * is a new answer: it needs a new replyDrafts, its text starting again.
 */
export function replyDrafts(onDraft: (textSoFar: string) => void, maxLength: number): (contentSoFar: string) => void {
  let last = '';
  return (contentSoFar) => {
    // Trimmed at the end too: whitespace the reply ends with is trimmed off the stored reply.
    const text = partialReply(contentSoFar)?.trim();
    if (!text || text === last || text.length > maxLength) return;
    last = text;
    onDraft(text);
  };
}
