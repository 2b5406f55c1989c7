/**
 * Chooses what to show as a word's translation from FreeDict's senses. The
 * dictionary lists senses in no order of frequency (water: "aquático,
 * aquoso" before "água"), so the word's commonest part of speech, counted in
 * WordNet's sense-tagged corpus, picks the sense; a sense of the other kind
 * (a verb for a noun, or the reverse) follows it when the word has one too:
 * water → "água; irrigar, molhar".
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
/** How often the English word is used as each part of speech; missing means never seen. */
export type PartOfSpeechCounts = Partial<Record<PartOfSpeech, number>>;

const TERMS_SHOWN = 3;
const SECOND_SENSE_TERMS_SHOWN = 2;

const isInfinitive = (term: string) => {
  const first = term.split(' ')[0]!.toLowerCase();
  return /(?:ar|er|ir|ôr)(?:-se)?$/.test(first);
};
/** Suffixes Portuguese keeps for adjectives (aquático, aquoso, possível, ativo); the rest of the class is left as noun-like. */
const ADJECTIVE_SUFFIX = /(?:ic[oa]s?|os[oa]s?|[áí]vel|[áí]veis|iv[oa]s?)$/;
const isAdjective = (term: string) => ADJECTIVE_SUFFIX.test(term.split(' ').at(-1)!.toLowerCase());

/** What a Portuguese sense is, by the form of most of its terms. */
export function senseKind(terms: readonly string[]): PartOfSpeech {
  const verbs = terms.filter(isInfinitive).length;
  if (verbs * 2 > terms.length) return 'verb';
  const adjectives = terms.filter(isAdjective).length;
  return adjectives * 2 > terms.length ? 'adjective' : 'noun';
}

/** Portuguese has no separate adverb form to recognise; an English adverb's sense reads as noun-like. */
const kindOfUse = (pos: PartOfSpeech): PartOfSpeech => (pos === 'adverb' ? 'noun' : pos);

function commonestUses(counts: PartOfSpeechCounts): PartOfSpeech[] {
  return (Object.entries(counts) as [PartOfSpeech, number][])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([pos]) => kindOfUse(pos));
}

const multiWordShare = (terms: readonly string[]) => terms.filter((t) => t.includes(' ')).length / terms.length;

/** The best sense of a kind: the one made most of single words (a core equivalent rather than a paraphrase), the first on a tie. */
function bestSense(senses: readonly string[][], kind: PartOfSpeech | undefined): string[] | undefined {
  let best: string[] | undefined;
  for (const sense of senses) {
    if (kind && senseKind(sense) !== kind) continue;
    if (!best || multiWordShare(sense) < multiWordShare(best)) best = sense;
  }
  return best;
}

/** The translation to show, or null when there are no senses. */
export function chooseTranslation(senses: readonly string[][], counts: PartOfSpeechCounts): string | null {
  if (senses.length === 0) return null;
  const uses = [...new Set(commonestUses(counts))];
  const first = uses.map((kind) => bestSense(senses, kind)).find(Boolean) ?? bestSense(senses, undefined)!;
  const firstKind = senseKind(first);
  const otherKind = uses.find((kind) => kind !== firstKind);
  const second = otherKind ? bestSense(senses, otherKind) : undefined;
  const shown = [first.slice(0, TERMS_SHOWN).join(', ')];
  if (second) shown.push(second.slice(0, SECOND_SENSE_TERMS_SHOWN).join(', '));
  return shown.join('; ');
}
