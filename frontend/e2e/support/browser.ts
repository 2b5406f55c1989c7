/// <reference types="node" />
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { logTail } from '../../../infra/stack/managed-process.ts';
import './provided.ts';

/** Debian's Chromium: playwright-core never downloads a browser of its own here. */
const CHROMIUM_PATH = process.env.JUBA_E2E_CHROMIUM ?? '/usr/bin/chromium';

/** `extraArgs`: what a test file needs on top, such as a fake microphone. */
function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * Chromium's flags for a microphone that plays `wavFile` (looped) and is
 * granted without asking, as a learner who allowed it would have.
 */
export function fakeMicrophoneArgs(wavFile: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wavFile}`];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * One Chromium per test file and a fresh context (its own cookies and storage)
 * per test. A failing test leaves a full-page screenshot in /tmp and prints
 * what the page logged and the end of each server's log, so a red run shows
 * what the user would have seen and what the servers said meanwhile.
 */
export function useBrowserPage(options: { chromiumArgs?: readonly string[] } = {}) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  let pageProblems: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium(options.chromiumArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    pageProblems = [];
    context = await browser!.newContext({ baseURL: inject('juba').appOrigin, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    current = await context.newPage();
    current.on('pageerror', (err) => pageProblems.push(`uncaught: ${err.message}`));
    current.on('console', (message) => {
      if (message.type() === 'error') pageProblems.push(`console.error: ${message.text()}`);
    });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && current) {
      const path = `/tmp/juba-e2e-failed-${slug(task.name)}.png`;
      await current.screenshot({ path, fullPage: true }).catch(() => undefined);
      // Printed here as well as by the reporter, which stays silent about a try that a retry made good.
      const why = task.result.errors?.map((e) => e.message).join('\n') ?? '';
      console.error(
        `[e2e] "${task.name}" failed (try ${(task.result.retryCount ?? 0) + 1}) at ${current.url()}: ${why}\nscreenshot ${path}${pageProblems.length ? `\npage said:\n  ${pageProblems.join('\n  ')}` : ''}`,
      );
      console.error(serverLogTails(inject('juba').logDir));
    }
    await context?.close();
  });

  const screenshots = process.env.JUBA_E2E_SCREENSHOTS === '1';
  return {
    get page(): Page {
      if (!current) throw new Error('the page exists only inside a test');
      return current;
    },
    /** JUBA_E2E_SCREENSHOTS=1 keeps screenshots of key steps, for looking at the UI while debugging. */
    screenshots,
    snap: async (name: string) => {
      if (screenshots && current) await current.screenshot({ path: `/tmp/juba-e2e-${slug(name)}.png`, fullPage: true });
    },
  };
}

function serverLogTails(logDir: string): string {
  const logs = readdirSync(logDir).filter((f) => f.endsWith('.log'));
  return logs.map((f) => `[e2e] end of ${join(logDir, f)}:\n${logTail(join(logDir, f), 20)}`).join('\n');
}
