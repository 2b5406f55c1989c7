import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { looksPortuguese } from './testing/language.ts';
import { AI_SHARED_TEXTS, VOICE_CONSENT_PARAGRAPHS, VOICE_CONSENT_TITLE, VOICE_CONSENT_VERSION } from './voice-consent.ts';

/** The consent a learner gave names the text they read: a new text needs a new version, and a new pin here. */
const PINNED = { version: 'voz-2026-05', sha256: '8e705486443bd665d12a577f9d7f09bc7ef4b03fc9925931e325ba75bbf32f6c' };

describe('the voice consent notice', () => {
  it('is pinned to its version: edit the text, bump VOICE_CONSENT_VERSION and this pin together', () => {
    const text = [VOICE_CONSENT_TITLE, ...VOICE_CONSENT_PARAGRAPHS].join('\n');
    expect({ version: VOICE_CONSENT_VERSION, sha256: createHash('sha256').update(text).digest('hex') }).toEqual(PINNED);
  });

  it('reads as Portuguese', () => {
    for (const text of [VOICE_CONSENT_TITLE, ...VOICE_CONSENT_PARAGRAPHS, ...AI_SHARED_TEXTS]) expect(looksPortuguese(text), text).toBe(true);
  });
});
