/// <reference types="node" />
/**
 * Learners using the app through the gateway while a scenario runs: each signs
 * up with the embedded provider as a browser would, then keeps doing one thing
 * (reading progress, having recordings analysed, asking for handouts) until
 * told to stop. Every answer is kept as a sample for the tally.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { authorizationRequest, callbackParams, discover, exchangeCode, pageError, TestBrowser, type TokenSet } from '@juba/identity/idp/test-client';
import { DEV_RECORDING } from '../../workers/src/testing/dev-recording.ts';
import { grantVoiceConsent } from '../bench/phonetic-upload.ts';
import type { Sample } from './tally.ts';
import { messageOf } from '@juba/platform/errors';

export type LearnerRole = 'reader' | 'speaker' | 'handouts';

export interface Learner {
  userId: string;
  accessToken: string;
  role: LearnerRole;
}

const READ_EVERY_MS = 250;
const PAUSE_BETWEEN_JOBS_MS = 300;
const READ_TIMEOUT_MS = 15_000;
const JOB_TIMEOUT_MS = 75_000;

/** Sign-up through the provider's 'Criar conta' page, then the code exchange: a real learner account and token. */
export async function signUpLearner(issuer: string, appOrigin: string, role: LearnerRole, tag: string): Promise<Learner> {
  const discovery = await discover(issuer);
  const browser = new TestBrowser();
  const request = authorizationRequest(discovery, { redirectUri: `${appOrigin}/` });
  const loginPage = await browser.navigate(request.url, {}, request.redirectUri);
  const form = await browser.navigate(`${loginPage.url}/criar-conta`);
  const password = `chaos-${randomUUID()}`;
  const fields = { nome: 'Caos', sobrenome: role, email: `${tag}-${randomUUID().slice(0, 8)}@chaos.juba.local`, senha: password, confirmacao: password };
  const landed = await browser.submitForm(form, fields, request.redirectUri);
  const code = landed.location?.startsWith(request.redirectUri) ? callbackParams(landed.location).get('code') : null;
  if (!code) throw new Error(`sign-up refused (${landed.status}): ${pageError(landed.body) ?? landed.body.slice(0, 200)}`);
  const res = await exchangeCode(discovery, request, code);
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  const { access_token: accessToken } = (await res.json()) as TokenSet;
  const { sub } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
  if (role === 'speaker') await grantVoiceConsent(appOrigin, accessToken);
  return { userId: sub, accessToken, role };
}

const recording = JSON.stringify({
  audioData: `data:audio/wav;base64,${readFileSync(DEV_RECORDING.wavPath).toString('base64')}`,
  targetText: DEV_RECORDING.text,
});

const REQUESTS: Record<LearnerRole, { route: string; init: () => RequestInit; timeoutMs: number; pauseMs: number }> = {
  reader: { route: 'GET /api/progress', init: () => ({}), timeoutMs: READ_TIMEOUT_MS, pauseMs: READ_EVERY_MS },
  speaker: {
    route: 'POST /api/phonetic-analysis',
    init: () => ({ method: 'POST', body: recording }),
    timeoutMs: JOB_TIMEOUT_MS,
    pauseMs: PAUSE_BETWEEN_JOBS_MS,
  },
  handouts: {
    route: 'POST /api/material-didatico/generate',
    init: () => ({ method: 'POST', body: JSON.stringify({ level: 'basico' }) }),
    timeoutMs: JOB_TIMEOUT_MS,
    pauseMs: PAUSE_BETWEEN_JOBS_MS,
  },
};

/** Starts every learner's loop; `stop()` ends the loops and resolves with every answer once the last request is back. */
export function startTraffic(appOrigin: string, learners: Learner[], clock: () => number) {
  const samples: Sample[] = [];
  let stopping = false;
  const loop = async (learner: Learner) => {
    const { route, init, timeoutMs, pauseMs } = REQUESTS[learner.role];
    const path = route.slice(route.indexOf(' ') + 1);
    while (!stopping) {
      const sentAt = clock();
      try {
        const base = init();
        const res = await fetch(`${appOrigin}${path}`, {
          ...base,
          headers: { authorization: `Bearer ${learner.accessToken}`, 'content-type': 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        samples.push({ route, sentAt, answeredAt: clock(), status: res.status, message: res.ok ? undefined : refusalIn(text) });
      } catch (err) {
        samples.push({ route, sentAt, answeredAt: clock(), status: 'no answer', message: messageOf(err) });
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const loops = learners.map(loop);
  return {
    samples,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return samples;
    },
  };
}

function refusalIn(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}
