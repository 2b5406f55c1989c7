import { describe, expect, it } from 'vitest';
import { COOLDOWN_BLANK, COOLDOWN_SENTENCE_COUNT, COOLDOWN_SETS, cooldownSetForFocus, isCooldownAnswer, type CooldownArea } from './cooldown.ts';
import { ENGLISH_LEVELS } from './english-level.ts';
import { looksPortuguese } from './testing/language.ts';

const AREAS: CooldownArea[] = ['pronunciation', 'grammar', 'vocabulary', 'culture', 'listening', 'speaking'];

describe('the cool-down sets', () => {
  it('each hold 8 sentences on one focus, with unique ids and focuses', () => {
    expect(COOLDOWN_SETS.length).toBeGreaterThanOrEqual(10);
    for (const set of COOLDOWN_SETS) expect(set.sentences, set.id).toHaveLength(COOLDOWN_SENTENCE_COUNT);
    expect(new Set(COOLDOWN_SETS.map((s) => s.id)).size).toBe(COOLDOWN_SETS.length);
    expect(new Set(COOLDOWN_SETS.map((s) => s.focus)).size).toBe(COOLDOWN_SETS.length);
  });

  it('give every weakness area a set at every level, so the daily plan can always aim at it', () => {
    for (const area of AREAS) {
      for (const level of ENGLISH_LEVELS) {
        expect(
          COOLDOWN_SETS.some((s) => s.area === area && s.levels.includes(level)),
          `${area} ${level}`,
        ).toBe(true);
      }
    }
  });

  it('have one blank per sentence, and the complete sentence is the blank filled with the answer (the bracketed verb gone)', () => {
    for (const set of COOLDOWN_SETS) {
      const incompletes = new Set(set.sentences.map((s) => s.incomplete));
      expect(incompletes.size, set.id).toBe(COOLDOWN_SENTENCE_COUNT);
      for (const s of set.sentences) {
        expect(s.incomplete.split(COOLDOWN_BLANK), s.incomplete).toHaveLength(2);
        expect(s.answer, s.incomplete).toBe(s.answer.trim().toLowerCase());
        expect(s.answer, s.incomplete).not.toBe('');
        const filled = s.incomplete.replace(COOLDOWN_BLANK, s.answer).replace(/ \([^)]*\)/, '');
        expect(filled.toLowerCase(), s.incomplete).toBe(s.complete.toLowerCase());
      }
    }
  });

  it('give the focus and every hint in Portuguese, the sentences in English', () => {
    for (const set of COOLDOWN_SETS) {
      // The focus reads "Portuguese description: English examples".
      expect(looksPortuguese(set.focus.split(':')[0]!), set.focus).toBe(true);
      for (const s of set.sentences) {
        expect(looksPortuguese(s.hint), `${set.id}: ${s.hint}`).toBe(true);
        expect(looksPortuguese(s.complete), s.complete).toBe(false);
      }
    }
  });
});

describe('checking an answer', () => {
  it('trims and ignores case, and otherwise wants the exact answer', () => {
    expect(isCooldownAnswer('  Went ', 'went')).toBe(true);
    expect(isCooldownAnswer('HAVE LIVED', 'have lived')).toBe(true);
    expect(isCooldownAnswer('have  lived', 'have lived')).toBe(false);
    expect(isCooldownAnswer('goed', 'went')).toBe(false);
    expect(isCooldownAnswer('', 'went')).toBe(false);
  });

  it('finds the set of a daily plan focus, and none for an unknown one', () => {
    expect(cooldownSetForFocus('Os sons do TH: think × sink')?.id).toBe('th-sounds');
    expect(cooldownSetForFocus('Revisão do que você praticou hoje')).toBeUndefined();
    expect(cooldownSetForFocus(null)).toBeUndefined();
  });
});
