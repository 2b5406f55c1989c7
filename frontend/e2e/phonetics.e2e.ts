/// <reference types="node" />
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { synthesize } from '@juba/speech/testing/festival';
import { wavOfSamples } from '@juba/speech/testing/wav-builder';
import { expectAccessible } from './support/accessibility.ts';
import { fakeMicrophoneArgs, useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { newPerson, signUpFromLanding, topBar, type NewPerson } from './support/flows.ts';
import './support/provided.ts';

/** A real non-native reading (speechocean762, see fixtures/README.md), then silence, as the microphone. */
const MICROPHONE_WAV = fileURLToPath(new URL('./fixtures/speechocean762-027990160-padded.wav', import.meta.url));
const SENTENCE = 'I have a new thing on the fridge.';
/** The sentence lasts 2.9 s; the fake device starts the file when the recording opens. */
const RECORD_MS = 3_600;
/** The first analysis is the first run of the job and of the scorer's code in a worker just started. */
const ANALYSIS_TIMEOUT_MS = 90_000;

/** A clear synthetic reading of the sentence the learner was wrongly corrected on ('Você disse *ledder*'). */
const CLEAN_SENTENCE = 'We have climbed one step up the ladder.';
const CLEAN_READING_WAV = join(tmpdir(), `juba-e2e-clean-reading-${process.pid}.wav`);
/** The fake device loops its file: silence after the reading keeps it from starting again within the recording. */
const TRAILING_SILENCE_SECONDS = 2;
/** Time to press Parar after the reading ends. */
const RECORD_MARGIN_MS = 700;

const SUB_SCORE_LABELS = ['Fluência', 'Completude', 'Prosódia'] as const;

const BANDS = (score: number) => (score >= 90 ? 'Excelente' : score >= 70 ? 'Bom' : 'Precisa Melhorar');

/** Watches the page for Content-Security-Policy refusals (the recorder's worklet, playback). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The first recording of a learner asks for their consent to record the voice; they accept it. */
async function acceptVoiceNotice(page: Page) {
  const notice = await shown(page.getByRole('dialog', { name: 'Antes de gravar sua voz' }), 'the voice notice before the first recording');
  await shown(notice.getByText(/apagada assim que a análise termina/), 'that the recording is deleted once analysed');
  await expectAccessible(page, 'the voice notice');
  await notice.getByRole('button', { name: 'Autorizar e gravar' }).click();
}

async function record(page: Page, milliseconds = RECORD_MS, { first = false } = {}) {
  await page.getByRole('button', { name: 'Iniciar Gravação' }).click();
  if (first) await acceptVoiceNotice(page);
  await shown(page.getByRole('button', { name: 'Parar Gravação' }), "the 'Parar Gravação' button");
  await page.waitForTimeout(milliseconds);
  await page.getByRole('button', { name: 'Parar Gravação' }).click();
}

async function newLearnerOnPhonetics(page: Page, person: NewPerson) {
  await signUpFromLanding(page, person);
  // Signed in for good (the code exchange is over) before a typed address reloads the app.
  await shown(topBar.firstName(page, person.firstName), `the top bar with ${person.firstName}`);
  await page.goto('/phonetics');
  await shown(page.getByRole('heading', { level: 1, name: 'Fonética Avançada' }), 'the Fonética Avançada screen');
}

const transcriptionOf = async (result: Locator) =>
  (await result.getByRole('heading', { name: 'Transcrição Detectada' }).locator('xpath=following-sibling::p[1]').innerText()).trim();

/** Festival's reading of `text`, then silence, as a WAV file; answers how long the reading lasts. */
function writeFestivalReading(text: string, file: string): number {
  const reading = synthesize(text).samples;
  const samples = new Int16Array(reading.length + TRAILING_SILENCE_SECONDS * 16_000);
  samples.set(reading);
  writeFileSync(file, wavOfSamples(samples));
  return (reading.length / 16_000) * 1000;
}

/** Each sub-score of the result panel: its bar's value and the text of its card (label, percentage, advice). */
async function subScoresShown(result: Locator) {
  const section = await shown(result.getByRole('region', { name: 'Fluência, Completude e Prosódia' }), 'the sub-scores (Fluência, Completude, Prosódia)');
  return Promise.all(
    SUB_SCORE_LABELS.map(async (label) => ({
      label,
      score: Number(await section.getByRole('progressbar', { name: label, exact: true }).getAttribute('aria-valuenow')),
      card: (await section.getByRole('listitem').filter({ hasText: label }).innerText()).replace(/\s+/g, ' ').trim(),
    })),
  );
}

describe('pronunciation', () => {
  const ui = useBrowserPage({ chromiumArgs: fakeMicrophoneArgs(MICROPHONE_WAV) });

  test('a learner records a sentence on /phonetics, sees it scored and labelled, finds it in Histórico and Progresso, and does one lab exercise', async () => {
    const page = ui.page;
    const violations = cspViolations(page);
    await newLearnerOnPhonetics(page, newPerson('Caio', 'Nogueira'));
    await shown(page.getByText('Grave um áudio para ver a análise de pronúncia'), 'the empty result');
    await expectAccessible(page, 'Fonética Avançada, Praticar');

    await page.getByLabel('Texto para praticar').fill(SENTENCE);
    await page.getByRole('button', { name: 'Iniciar Gravação' }).click();
    await acceptVoiceNotice(page);
    await shown(page.getByText('Gravando... Leia o texto em voz alta'), "'Gravando... Leia o texto em voz alta'");
    await expectAccessible(page, 'Fonética Avançada while recording');
    await page.waitForTimeout(RECORD_MS);
    await page.getByRole('button', { name: 'Parar Gravação' }).click();
    await shown(page.getByText('Analisando pronúncia...'), "'Analisando pronúncia...'");
    expect(await page.getByRole('button', { name: 'Iniciar Gravação' }).isDisabled(), 'the record button waits for the analysis').toBe(true);

    const result = page.getByRole('region', { name: 'Resultado da Análise' });
    await shown(result, 'the analysis result', ANALYSIS_TIMEOUT_MS);
    await shown(page.getByRole('status').filter({ hasText: 'Análise Concluída' }), "the 'Análise Concluída' toast");
    const score = Number(await result.getByRole('progressbar', { name: 'Precisão da pronúncia' }).getAttribute('aria-valuenow'));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    await shown(result.getByText(`${score}%`, { exact: true }), `the score ${score}%`);
    await shown(result.getByText(BANDS(score), { exact: true }), `the label ${BANDS(score)} for ${score}%`);
    await shown(result.getByText(SENTENCE, { exact: true }), 'the original text');
    const transcription = await transcriptionOf(result);
    expect(transcription, 'the decoder heard words').not.toBe('—');
    expect(transcription.toLowerCase(), 'the transcription is what was heard, not the target').not.toBe(SENTENCE.toLowerCase());
    console.log(`[e2e] phonetics: ${score}% (${BANDS(score)}), heard "${transcription}"`);
    await expectAccessible(page, 'the analysis result');
    await ui.snap('phonetics-result');

    await page.getByRole('tab', { name: 'Histórico' }).click();
    const history = page.getByRole('tabpanel', { name: 'Histórico' });
    await shown(history.getByText(SENTENCE), 'the session in Histórico');
    await shown(history.getByText(`${score}%`, { exact: true }), 'its accuracy badge');
    await shown(history.getByText(/\d{1,2} de [a-zç]+ de \d{4} às \d{2}:\d{2}/), 'its pt-BR long date with time');
    await expectAccessible(page, 'Fonética Avançada, Histórico');

    await page.getByRole('tab', { name: 'Progresso' }).click();
    const progress = page.getByRole('tabpanel', { name: 'Progresso' });
    await shown(progress.getByText('Total de Sessões'), 'the Progresso figures');
    expect(await progress.getByText('Total de Sessões').locator('xpath=following-sibling::dd[1]').innerText()).toBe('1');
    expect(await progress.getByText('Precisão Média').locator('xpath=following-sibling::dd[1]').innerText()).toBe(`${score}%`);
    await shown(progress.getByRole('img', { name: /^Gráfico da precisão da sessão/ }), 'the accuracy chart');
    await expectAccessible(page, 'Fonética Avançada, Progresso');

    await page.getByRole('tab', { name: 'Exercícios' }).click();
    await shown(page.getByRole('tabpanel', { name: 'Exercícios' }).getByRole('button', { name: /^Praticar: / }), 'the exercise cards');
    await expectAccessible(page, 'Fonética Avançada, Exercícios');

    // The Phonetic Lab: the first sound, /θ/ in "think".
    await page.goto('/accent-lab');
    await shown(page.getByRole('heading', { level: 1, name: 'Laboratório de Fonética' }), 'the Laboratório de Fonética');
    await shown(page.getByRole('heading', { level: 2, name: 'TH surdo /θ/' }), 'the first exercise');
    await expectAccessible(page, 'the Laboratório de Fonética');
    await record(page);
    const labResult = page.getByRole('region', { name: 'Resultado' });
    await shown(labResult, 'the lab result', ANALYSIS_TIMEOUT_MS);
    await shown(page.getByRole('status').filter({ hasText: 'Análise Completa!' }), "the 'Análise Completa!' toast");
    const labScore = Number(await labResult.getByRole('progressbar', { name: 'Precisão do som /θ/' }).getAttribute('aria-valuenow'));
    expect(labScore).toBeGreaterThanOrEqual(0);
    expect(labScore).toBeLessThanOrEqual(100);
    console.log(`[e2e] lab /θ/: ${labScore}%`);
    await expectAccessible(page, 'the lab result');
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await page.getByRole('button', { name: 'Nova Tentativa' }).click();
    await shown(page.getByRole('button', { name: 'Iniciar Gravação' }), 'the lab ready for a new attempt');
    expect(await labResult.count()).toBe(0);
    expect(violations, 'no Content-Security-Policy refusal while recording and playing back').toEqual([]);
  });
});

describe('pronunciation of a clean reading', () => {
  let readingMs = 0;
  // Written before the browser starts: Chromium opens its fake microphone's file at launch.
  beforeAll(() => {
    readingMs = writeFestivalReading(CLEAN_SENTENCE, CLEAN_READING_WAV);
  });
  afterAll(() => rmSync(CLEAN_READING_WAV, { force: true }));
  const ui = useBrowserPage({ chromiumArgs: fakeMicrophoneArgs(CLEAN_READING_WAV) });

  test('a clear reading shows Fluência, Completude and Prosódia with their advice, in the result and in Histórico, and names no mistake', async () => {
    const page = ui.page;
    await newLearnerOnPhonetics(page, newPerson('Lia', 'Prado'));

    await page.getByLabel('Texto para praticar').fill(CLEAN_SENTENCE);
    await record(page, readingMs + RECORD_MARGIN_MS, { first: true });
    const result = page.getByRole('region', { name: 'Resultado da Análise' });
    await shown(result, 'the analysis result', ANALYSIS_TIMEOUT_MS);
    const score = Number(await result.getByRole('progressbar', { name: 'Precisão da pronúncia' }).getAttribute('aria-valuenow'));
    const transcription = await transcriptionOf(result);
    const mistakes = await result.getByRole('heading', { name: 'Erros Específicos' }).locator('xpath=following-sibling::ul[1]/li').allInnerTexts();
    console.log(
      `[e2e] clean reading: ${score}%, heard "${transcription}", mistakes named: ${mistakes.length ? mistakes.map((m) => m.replace(/\s+/g, ' ')).join(' | ') : 'none'}`,
    );

    // Soft, so that a run shows both whether a mistake was invented and whether the sub-scores came.
    expect.soft(mistakes, 'a clear reading is not told of a mistake it did not make').toEqual([]);
    const subScores = await subScoresShown(result);
    console.log(`[e2e] clean reading sub-scores: ${subScores.map((s) => s.card).join(' | ')}`);
    for (const { label, score: subScore, card } of subScores) {
      expect(subScore, `${label} is a percentage`).toBeGreaterThanOrEqual(0);
      expect(subScore, `${label} is a percentage`).toBeLessThanOrEqual(100);
      expect(card, `${label}'s card: its percentage, then a line of advice`).toMatch(new RegExp(`^${label} ?${subScore}% ?\\S.{9,}$`));
    }
    await expectAccessible(page, 'the analysis result with its sub-scores');
    await ui.snap('phonetics-clean-reading');

    await page.getByRole('tab', { name: 'Histórico' }).click();
    const history = page.getByRole('tabpanel', { name: 'Histórico' });
    await shown(history.getByText(CLEAN_SENTENCE), 'the session in Histórico');
    for (const { label, score: subScore } of subScores) {
      await shown(history.getByRole('term').filter({ hasText: label }), `${label} in Histórico`);
      expect(await history.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()).toBe(`${subScore}%`);
    }
    await expectAccessible(page, 'Fonética Avançada, Histórico with sub-scores');
  });
});
