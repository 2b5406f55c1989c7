/**
 * What the phone network (services/speech/acoustic/train.py, make acoustic-model)
 * learns from and is tried on, written as JSON lines for Python: every train
 * clip's forced alignment (from the calibration's evidence cache, decoded now
 * if missing) and the festival minimal pairs (testing/brazilian-pairs.ts),
 * each reading synthesized, aligned and its samples kept as raw 16-bit PCM.
 *
 *   tsx services/speech/src/calibration/acoustic-alignments.ts --data <train split> --out <dir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadLexicon } from '../lexicon.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type AlignedPhone } from '../scoring/engine.ts';
import { slotsOf, type Slot } from '../scoring/grammar.ts';
import { PAIRS } from '../testing/brazilian-pairs.ts';
import { synthesize } from '../testing/festival.ts';
import type { BrazilianRule } from '../types.ts';
import { loadEvidence } from './evidence.ts';

interface AlignedPhoneRow {
  phone: string;
  slot: number;
  position: number;
  start: number;
  end: number;
  /** The Brazilian substitutions the scorer offers at this phone (scoring/brazilian-variants.ts): rule and what is said instead ([] when dropped). */
  rules: { rule: BrazilianRule; phones: string[] }[];
}

function phoneRows(slots: readonly Slot[], alignment: readonly AlignedPhone[] | null): AlignedPhoneRow[] {
  return (alignment ?? []).flatMap((token) => {
    if (token.kind !== 'phone') return [];
    const alternatives = slots[token.slot]?.positions?.[token.position] ?? [];
    const rules = alternatives.flatMap(({ rule, phones }) => (rule ? [{ rule, phones }] : []));
    return [{ phone: token.phones[0]!, slot: token.slot, position: token.position, start: token.startFrame, end: token.endFrame, rules }];
  });
}

const { values } = parseArgs({ options: { data: { type: 'string' }, out: { type: 'string' }, cache: { type: 'string', default: '.cache/speech-evidence' } } });
if (!values.data || !values.out) throw new Error('usage: acoustic-alignments.ts --data <speechocean762 train split> --out <dir>');
mkdirSync(values.out, { recursive: true });

const lexicon = loadLexicon(modelPaths().dictionary);
const evidence = await loadEvidence(values.data, values.cache, 2);
writeFileSync(
  join(values.out, 'train-alignments.jsonl'),
  [...evidence.values()].map((clip) => JSON.stringify({ id: clip.id, phones: phoneRows(slotsOf(clip.text, lexicon), clip.examination.alignment) })).join('\n'),
);

const engine = new Engine(modelPaths());
const festival: string[] = [];
try {
  for (const [index, pair] of PAIRS.entries()) {
    for (const reading of ['right', 'wrong'] as const) {
      const audio = synthesize(pair.text, reading === 'wrong' ? { [pair.word]: pair.said } : {});
      const slots = slotsOf(pair.text, lexicon);
      const { alignment } = await engine.examine(audio.samples, slots, DEFAULT_WEIGHTS);
      const audioFile = join(values.out, `festival-${index}-${reading}.raw`);
      writeFileSync(audioFile, audio.samples);
      const slot = slots.findIndex((s) => s.written === pair.word);
      festival.push(JSON.stringify({ rule: pair.rule, word: pair.word, reading, audioFile, slot, phones: phoneRows(slots, alignment) }));
    }
  }
} finally {
  await engine.close();
}
writeFileSync(join(values.out, 'festival-pairs.jsonl'), festival.join('\n'));
console.log(`wrote ${evidence.size} train alignments and ${festival.length} festival readings to ${values.out}`);
