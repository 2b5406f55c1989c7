/**
 * Synthetic Brazilian readings for the phone network: speechocean762's
 * learners are Mandarin speakers, so the train split holds few of the
 * substitutions Brazilians make, and the network learned several of them
 * (cat said "cot", this said "dis") as accepted. Each train text is read by a
 * festival diphone voice with every other word said with one of its Brazilian
 * substitutions (scoring/brazilian-variants.ts), and festival's own phone
 * timings label every frame with what was said.
 */
import type { Lexicon } from '../lexicon.ts';
import { pronunciationsOf, slotsOf, type Pronunciation } from '../scoring/grammar.ts';
import { VOWELS } from '../scoring/brazilian-variants.ts';
import { stressesOf, type Stress } from '../stress-lexicon.ts';
import type { DiphoneVoice, Reading } from '../testing/festival.ts';

const VOICES: DiphoneVoice[] = ['kal_diphone', 'ked_diphone'];
const STRETCHES = [0.9, 1, 1.15, 1.3];
/** Up to a fifth higher: the diphone voices are men, speechocean762's learners are also women and children. */
const CENTS = [0, 200, 400];

/** CMUdict phones with stress digits; a vowel the substitution adds is unstressed, one it replaces keeps the replaced vowel's stress. */
function marked(word: string, canonical: Pronunciation, said: Pronunciation): string {
  const stresses = stressesOf(word, canonical.phones) ?? canonical.phones.map((phone) => (VOWELS.has(phone) ? 1 : null));
  const stressed = (phones: readonly string[], stress: (index: number) => Stress) =>
    phones.map((phone, index) => (VOWELS.has(phone) ? `${phone}${stress(index) ?? 0}` : phone));
  if (!said.variant) return stressed(canonical.phones, (index) => stresses[index] ?? null).join(' ');
  const { position, alternative } = said.variant;
  const replaced = VOWELS.has(canonical.phones[position]!) ? (stresses[position] ?? 0) : 0;
  return [
    ...stressed(canonical.phones.slice(0, position), (index) => stresses[index] ?? null),
    ...stressed(alternative.phones, () => replaced),
    ...stressed(canonical.phones.slice(position + 1), (index) => stresses[position + 1 + index] ?? null),
  ].join(' ');
}

export interface BrazilianReading extends Reading {
  /** The words said with a substitution, and which. */
  rules: { word: string; rule: string }[];
}

/**
 * One reading per text, every other word said with the substitution used
 * least so far, so rare rules (th said as t, dj) get as many words as common
 * ones. Deterministic, so the training data is the same on every run.
 */
export function brazilianReadings(texts: readonly string[], lexicon: Lexicon): BrazilianReading[] {
  const used = new Map<string, number>();
  const uses = (pronunciation: Pronunciation) => used.get(pronunciation.variant?.alternative.rule ?? '') ?? 0;
  return texts.map((text, index) => {
    const said: Record<string, string> = {};
    const rules: BrazilianReading['rules'] = [];
    slotsOf(text, lexicon).forEach((slot, wordIndex) => {
      if (!slot.positions) return;
      const [canonical, ...variants] = pronunciationsOf(slot.positions);
      const word = slot.written.toLowerCase();
      const least = variants.reduce<Pronunciation | undefined>((best, variant) => (best && uses(best) <= uses(variant) ? best : variant), undefined);
      const chosen = (index + wordIndex) % 2 === 0 && least ? least : canonical!;
      said[word] = marked(word, canonical!, chosen);
      const rule = chosen.variant?.alternative.rule;
      if (rule) {
        rules.push({ word, rule });
        used.set(rule, uses(chosen) + 1);
      }
    });
    return {
      text,
      said,
      rules,
      voice: VOICES[index % VOICES.length]!,
      stretch: STRETCHES[Math.floor(index / 2) % STRETCHES.length]!,
      cents: CENTS[Math.floor(index / 8) % CENTS.length]!,
    };
  });
}
