/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { fakeMicrophoneArgs, useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { newPerson, signUpFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

/** A real non-native reading (speechocean762, see fixtures/README.md), then silence, as the microphone. */
const MICROPHONE_WAV = fileURLToPath(new URL('./fixtures/speechocean762-027990160-padded.wav', import.meta.url));
const SENTENCE = 'I have a new thing on the fridge.';
/** The sentence lasts 2.9 s; the fake device starts the file when the recording opens. */
const RECORD_MS = 3_600;
/** The first analysis loads the acoustic model in the worker. */
const ANALYSIS_TIMEOUT_MS = 90_000;

const ui = useBrowserPage({ chromiumArgs: fakeMicrophoneArgs(MICROPHONE_WAV) });

const BANDS = (score: number) => (score >= 90 ? 'Excelente' : score >= 70 ? 'Bom' : 'Precisa Melhorar');

/** Watches the page for Content-Security-Policy refusals (the recorder's worklet, playback). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

async function record(page: Page) {
  await page.getByRole('button', { name: 'Iniciar Gravação' }).click();
  await shown(page.getByRole('button', { name: 'Parar Gravação' }), "the 'Parar Gravação' button");
  await page.waitForTimeout(RECORD_MS);
  await page.getByRole('button', { name: 'Parar Gravação' }).click();
}

describe('pronunciation', () => {
  test('a learner records a sentence on /phonetics, sees it scored and labelled, finds it in Histórico and Progresso, and does one lab exercise', async () => {
    const page = ui.page;
    const violations = cspViolations(page);
    const person = newPerson('Caio', 'Nogueira');
    await signUpFromLanding(page, person);
    // Signed in for good (the code exchange is over) before a typed address reloads the app.
    await shown(topBar.firstName(page, person.firstName), `the top bar with ${person.firstName}`);

    await page.goto('/phonetics');
    await shown(page.getByRole('heading', { level: 1, name: 'Fonética Avançada' }), 'the Fonética Avançada screen');
    await shown(page.getByText('Grave um áudio para ver a análise de pronúncia'), 'the empty result');
    await expectAccessible(page, 'Fonética Avançada, Praticar');

    await page.getByLabel('Texto para praticar').fill(SENTENCE);
    await page.getByRole('button', { name: 'Iniciar Gravação' }).click();
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
    const transcription = (await result.getByRole('heading', { name: 'Transcrição Detectada' }).locator('xpath=following-sibling::p[1]').innerText()).trim();
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
