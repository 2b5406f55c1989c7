import { randomUUID } from 'node:crypto';
import { errorPatternsPayload } from '@juba/contracts/jobs';
import { appError, badInput, notFound } from '@juba/platform/errors';
import type { LearnerDb } from '../db.ts';
import { recordErrorPatterns } from '../neuro-scheduler/record-error-patterns.ts';
import type { DictionaryWord as GraphQLDictionaryWord } from '../generated/graphql.ts';
import type { DictionaryWord } from '../generated/prisma/client.ts';
import { enrichWord, type ModelSuggestion } from './enrichment/enrich.ts';
import type { DictionarySources } from './enrichment/sources.ts';

/** The GraphQL DictionaryWord as resolvers return it (graphql-mappers.ts): difficulty is the stored row's plain string. */
export type DictionaryWordView = Omit<GraphQLDictionaryWord, 'difficulty'> & { difficulty: string };

/** Spec part 2 §5 and §9: every word the learner adds goes into this category. */
const NEW_WORD_CATEGORY = 'conversation';
/** Long enough for a phrasal verb or an idiom ("give someone the cold shoulder"), short enough to be one. */
export const MAX_WORD_LENGTH = 60;
const MAX_TRANSLATION_LENGTH = 200;
/** From this view on, looking the word up again counts as not knowing it: a vocabulary mistake for the error scheduler. */
export const VIEWS_BEFORE_REVIEW = 3;

export const WORD_REQUIRED = 'Campo obrigatório: Digite a palavra em inglês.';
export const TRANSLATION_NOT_FOUND = 'Não foi possível traduzir automaticamente. Adicione a tradução manualmente.';
/** Set on the error when no translation was found, so a screen can title it 'Erro na tradução'. */
const TRANSLATION_NOT_FOUND_REASON = 'TRANSLATION_NOT_FOUND';

export interface DictionaryEnrichment {
  sources: DictionarySources;
  /** A configured model's suggestion, asked only for what the offline data lacks. */
  model?: ModelSuggestion;
}

const CONTROL_CHARACTER = /\p{Cc}/u;
/** Letters (any script's, for loanwords like café), spaces, hyphens, apostrophes and full stops (Mr.). */
const WORD_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

const collapse = (text: string) => text.normalize('NFC').trim().split(/\s+/).join(' ');

/** The word as stored and the key that makes two additions the same word (case and spacing do not count). */
function normaliseWord(input: string): { word: string; wordKey: string } {
  if (CONTROL_CHARACTER.test(input)) throw badInput('A palavra não pode conter caracteres de controle (como tabulações ou quebras de linha).');
  const word = collapse(input);
  if (!word) throw badInput(WORD_REQUIRED);
  if (word.length > MAX_WORD_LENGTH) throw badInput(`A palavra ou expressão deve ter no máximo ${MAX_WORD_LENGTH} caracteres (tem ${word.length}).`);
  if (!WORD_CHARACTERS.test(word) || !/\p{L}/u.test(word)) throw badInput('Digite a palavra em inglês só com letras, espaços, hífen ou apóstrofo.');
  return { word, wordKey: word.toLowerCase() };
}

/** The learner's translation, or null when they left it empty. */
function normaliseTranslation(input: string | null | undefined): string | null {
  if (input == null) return null;
  if (CONTROL_CHARACTER.test(input)) throw badInput('A tradução não pode conter caracteres de controle (como tabulações ou quebras de linha).');
  const translation = collapse(input);
  if (translation.length > MAX_TRANSLATION_LENGTH)
    throw badInput(`A tradução deve ter no máximo ${MAX_TRANSLATION_LENGTH} caracteres (tem ${translation.length}).`);
  return translation || null;
}

const translationNotFound = (status: 'NOT_FOUND' | 'BAD_USER_INPUT') => appError(status, TRANSLATION_NOT_FOUND, { reason: TRANSLATION_NOT_FOUND_REASON });

const dictionaryWordView = (row: DictionaryWord): DictionaryWordView => ({
  id: row.id,
  word: row.word,
  translation: row.translation,
  category: row.category,
  difficulty: row.difficulty,
  isFavorite: row.isFavorite,
  timesViewed: row.timesViewed,
  pronunciation: row.pronunciation,
  example: row.example,
  createdAt: row.createdAt.toISOString(),
});

/** The learner's words, the newest first. */
export async function readDictionary(db: LearnerDb, userId: string): Promise<DictionaryWordView[]> {
  const rows = await db.dictionaryWord.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  return rows.map(dictionaryWordView);
}

export const countDictionaryWords = (db: LearnerDb, userId: string) => db.dictionaryWord.count({ where: { userId } });

const alreadyThere = (word: string) => appError('CONFLICT', `“${word}” já está no seu dicionário.`);

export interface NewDictionaryWord {
  word: string;
  translation?: string | null;
  category?: string | null;
}

/**
 * Adds a word or phrase: checked, then enriched (the translation when the
 * learner left it empty, pronunciation, example, difficulty), then stored.
 * Nothing is written when the input is refused, the word is already there or
 * no translation can be found.
 */
export async function addDictionaryWord(
  db: LearnerDb,
  userId: string,
  input: NewDictionaryWord,
  enrichment: DictionaryEnrichment,
  now = new Date(),
): Promise<DictionaryWordView> {
  const { word, wordKey } = normaliseWord(input.word);
  const given = normaliseTranslation(input.translation);
  if (input.category != null && input.category !== NEW_WORD_CATEGORY) {
    throw badInput(`Categoria inválida: uma palavra nova entra na categoria '${NEW_WORD_CATEGORY}'.`);
  }
  // Checked before the enrichment, which may ask a model; the insert below still settles a race between two additions.
  if (await db.dictionaryWord.findUnique({ where: { userId_wordKey: { userId, wordKey } }, select: { id: true } })) throw alreadyThere(word);
  const enriched = await enrichWord(word, { translation: given }, enrichment.sources, enrichment.model);
  if (!enriched.translation) throw translationNotFound('BAD_USER_INPUT');
  const id = randomUUID();
  const { count } = await db.dictionaryWord.createMany({
    data: [
      {
        id,
        userId,
        word,
        wordKey,
        translation: enriched.translation.slice(0, MAX_TRANSLATION_LENGTH),
        category: NEW_WORD_CATEGORY,
        difficulty: enriched.difficulty,
        pronunciation: enriched.pronunciation,
        example: enriched.example,
        createdAt: now,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) throw alreadyThere(word);
  return dictionaryWordView(await db.dictionaryWord.findUniqueOrThrow({ where: { id } }));
}

/** POST /api/dictionary/translate: what the add form would fill in for an empty translation. */
export async function translateDictionaryWord(input: string, enrichment: DictionaryEnrichment): Promise<string> {
  const { word } = normaliseWord(input);
  const { translation } = await enrichWord(word, { translation: null }, enrichment.sources, enrichment.model);
  if (!translation) throw translationNotFound('NOT_FOUND');
  return translation;
}

const wordNotFound = () => notFound('Palavra não encontrada no seu dicionário.');

/** Prisma's P2025: the update or delete found no row (not this learner's, or gone). */
const isMissingRow = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2025';

/** Runs a write on one of the learner's words; another learner's word, or none, is not found. */
async function onOwnWord<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isMissingRow(error)) throw wordNotFound();
    throw error;
  }
}

export async function setDictionaryWordFavorite(db: LearnerDb, userId: string, id: string, isFavorite: boolean): Promise<DictionaryWordView> {
  return dictionaryWordView(await onOwnWord(() => db.dictionaryWord.update({ where: { id, userId }, data: { isFavorite } })));
}

export async function deleteDictionaryWord(db: LearnerDb, userId: string, id: string): Promise<string> {
  await onOwnWord(() => db.dictionaryWord.delete({ where: { id, userId } }));
  return id;
}

/**
 * Counts a view of the word. A learner who has to look a word up a third time
 * (and every time after) does not know it yet: each such view is reported to
 * the error patterns as a vocabulary mistake, with the word's example as its
 * context, so the error scheduler brings it back.
 */
export async function viewDictionaryWord(db: LearnerDb, userId: string, id: string, now = new Date()): Promise<DictionaryWordView> {
  const row = await onOwnWord(() => db.dictionaryWord.update({ where: { id, userId }, data: { timesViewed: { increment: 1 } } }));
  if (row.timesViewed >= VIEWS_BEFORE_REVIEW) {
    await recordErrorPatterns(
      db,
      errorPatternsPayload.parse({
        reportId: `dictionary-view-${row.id}-${row.timesViewed}`,
        userId,
        patterns: [{ errorType: 'vocabulary', specificError: row.word, correctForm: row.translation, context: row.example?.slice(0, 500) }],
        occurredAt: now.toISOString(),
      }),
      now,
    );
  }
  return dictionaryWordView(row);
}
