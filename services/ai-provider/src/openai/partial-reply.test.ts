import { describe, expect, it } from 'vitest';
import { partialReply, replyDrafts } from './partial-reply.ts';

/** What partialReply reads from each prefix of `content`, one prefix per character. */
const everyPrefix = (content: string) => Array.from({ length: content.length + 1 }, (_, n) => partialReply(content.slice(0, n)));

/** Every prefix reads as nothing yet or the start of the final reply, growing, and the whole text as the final reply. */
function expectGrowsInto(content: string, reply: string) {
  const reads = everyPrefix(content);
  const started = reads.findIndex((r) => r !== null);
  expect(started).toBeGreaterThan(-1);
  const seen = reads.slice(started) as string[];
  seen.forEach((text, i) => {
    expect(reply.startsWith(text), `prefix ${started + i} read ${JSON.stringify(text)}`).toBe(true);
    if (i > 0) expect(text.length).toBeGreaterThanOrEqual(seen[i - 1]!.length);
  });
  expect(reads.at(-1)).toBe(reply);
}

describe('partialReply', () => {
  it('is null until the reply value starts, then the reply so far', () => {
    for (const content of ['', '{', '{"rep', '{"reply"', '{"reply": ']) expect(partialReply(content), content).toBeNull();
    expect(partialReply('{"reply": "')).toBe('');
    expect(partialReply('{"reply": "Hello, th')).toBe('Hello, th');
    expect(partialReply('{"reply": "Hello!", "corrections": [')).toBe('Hello!');
  });

  it('reads the reply as JSON.parse would, from every prefix of real model output', () => {
    const reply = 'Olá! "Feijoada" \\ is a stew / ensopado.\nDo you like it?\t😀 ção';
    const json = JSON.stringify({ reply, corrections: [], glossary: [{ word: 'stew', translation: 'ensopado' }] });
    expectGrowsInto(json, reply);
    expectGrowsInto(JSON.stringify({ reply }, null, 2), reply);
  });

  it('decodes \\uXXXX escapes, a surrogate pair as one character, and never shows half an escape', () => {
    const escaped = '{"reply": "Caf\\u00e9 \\ud83d\\ude00 ok\\/\\"\\\\"}';
    expectGrowsInto(escaped, 'Café 😀 ok/"\\');
    expect(partialReply('{"reply": "a\\')).toBe('a');
    expect(partialReply('{"reply": "a\\u00')).toBe('a');
    expect(partialReply('{"reply": "a\\ud83d')).toBe('a');
    expect(partialReply('{"reply": "a\\ud83d\\ude0')).toBe('a');
    expect(partialReply('{"reply": "a\\ud83d\\ude00')).toBe('a😀');
    // A lone high surrogate is kept once the text shows no low half follows, as JSON.parse keeps it.
    expect(partialReply('{"reply": "a\\ud83d b"}')).toBe(JSON.parse('{"reply": "a\\ud83d b"}').reply);
  });

  it('finds the reply after other keys, whatever they hold', () => {
    const reply = 'Nice to meet you!';
    const content = JSON.stringify({
      corrections: [{ original: 'I have {25} "years"', corrected: 'I am 25 [years] old', explanation: 'Idade: "to be" \\ }]' }],
      notes: { reply: 'not this one', nested: [[1, 2], { a: null }] },
      score: -1.5e3,
      ok: true,
      nothing: null,
      reply,
      glossary: [],
    });
    expectGrowsInto(content, reply);
    expect(partialReply('{"corrections": [{"original": "x", "reply": "no"')).toBeNull();
  });

  it('reads a reply in a Markdown fence, with whitespace around it', () => {
    expectGrowsInto('```json\n{\n  "reply" :  "Hi there!"\n}\n```', 'Hi there!');
    expectGrowsInto('  \n```\n{"reply":"Hi"}\n```', 'Hi');
    expect(partialReply('```js')).toBeNull();
  });

  it('is null when there is no string reply at the top level', () => {
    const notAReply = [
      'Sure! Here is my reply: {"reply": "Hi"}',
      '{"reply": null}',
      '{"reply": ["Hi"]}',
      '{"corrections": [], "glossary": []}',
      '["reply", "Hi"]',
    ];
    for (const content of notAReply) expect(partialReply(content), content).toBeNull();
  });
});

describe('partialReply with a second "reply" key', () => {
  it('reads nothing once it appears: JSON.parse keeps the second, not the first that was being read', () => {
    expect(partialReply('{"reply": "First", "glossary": [], ')).toBe('First');
    expect(partialReply('{"reply": "First", "glossary": [], "rep')).toBe('First');
    for (const content of ['{"reply": "First", "glossary": [], "reply"', '{"reply": "First", "reply": "Sec', '{"reply": "First", "reply": "Second"}']) {
      expect(partialReply(content), content).toBeNull();
    }
  });
});

describe('replyDrafts', () => {
  /** The drafts heard while `contents` arrive, one after another, as one answer. */
  function draftsOf(contents: string[], maxLength = 1000) {
    const drafts: string[] = [];
    const watch = replyDrafts((text) => drafts.push(text), maxLength);
    for (const content of contents) watch(content);
    return drafts;
  }
  /** Every prefix of `content`, as a model streaming it one character at a time. */
  const growing = (content: string) => Array.from({ length: content.length }, (_, n) => content.slice(0, n + 1));

  it('passes the reply on each time it changes', () => {
    expect(draftsOf(['{"re', '{"reply": "', '{"reply": "Hi', '{"reply": "Hi', '{"reply": "Hi!"', '{"reply": "Hi!", "glossary": []}'])).toEqual(['Hi', 'Hi!']);
  });

  it('passes on the reply trimmed, never empty: each draft begins the stored (trimmed) reply', () => {
    const content = JSON.stringify({ reply: ' \n  Hi there!  How are you? \n' });
    const drafts = draftsOf(growing(content));
    expect(drafts[0]).toBe('H');
    expect(drafts.at(-1)).toBe('Hi there!  How are you?');
    for (const draft of drafts) expect('Hi there!  How are you?'.startsWith(draft), draft).toBe(true);
    expect(draftsOf(['{"reply": "', '{"reply": "   ', '{"reply": "   \n', '{"reply": "   \n"}'])).toEqual([]);
  });

  it('stops once the reply is longer than the longest the stored reply may be', () => {
    const drafts = draftsOf(growing(JSON.stringify({ reply: `${'a'.repeat(12)}   b` })), 12);
    expect(drafts.at(-1)).toBe('a'.repeat(12));
    expect(drafts).toHaveLength(12);
    // Spaces past the limit are trimmed off the stored reply, so they do not end the drafts yet.
    expect(draftsOf(['{"reply": "abc  ', '{"reply": "abc  "}'], 3)).toEqual(['abc']);
  });

  it('stops at a second "reply" key', () => {
    expect(draftsOf(growing('{"reply": "First", "reply": "Second"}'))).toEqual(['F', 'Fi', 'Fir', 'Firs', 'First']);
  });
});
