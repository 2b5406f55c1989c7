// Counts how many wrong passwords the embedded identity provider checks in a
// few seconds, as a password-guessing client would send them:
//
//   DATABASE_URL=… REDIS_URL=… tsx infra/bench/sign-in-attempts.ts
//
// It starts the provider's own process (services/identity/src/idp/main.ts) on
// a free port, then posts wrong passwords for one seeded account from a few
// browsers at once and prints the answers by status (401: the password was
// checked and refused; 429: throttled, not checked). The account stays
// throttled afterwards (up to 15 minutes), so give each run a fresh REDIS_URL
// database or wait.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { authorizationRequest, discover, TestBrowser } from '@juba/identity/idp/test-client';

const SECONDS = Number(process.env.ATTEMPT_SECONDS ?? 3);
const BROWSERS = Number(process.env.ATTEMPT_BROWSERS ?? 4);
const entry = fileURLToPath(new URL('../../services/identity/src/idp/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const port = await freePort();
const issuer = `http://localhost:${port}`;
const idp = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, IDP_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
try {
  for await (const chunk of idp.stdout!) if (String(chunk).includes('identity provider')) break;
  const discovery = await discover(issuer);
  const statuses = new Map<number, number>();
  const deadline = Date.now() + SECONDS * 1000;
  const guesser = async (n: number) => {
    const browser = new TestBrowser();
    const page = await browser.navigate(authorizationRequest(discovery).url, {}, 'http://localhost:4000/');
    for (let guess = 0; Date.now() < deadline; guess++) {
      const res = await browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: `palpite-${n}-${guess}` });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: BROWSERS }, (_, n) => guesser(n)));
  console.log(`wrong passwords for ${SEED_CREDENTIALS.learner.email} in ${SECONDS} s from ${BROWSERS} browsers:`);
  for (const [status, count] of [...statuses].sort(([a], [b]) => a - b)) {
    console.log(`  ${status}: ${count}${status === 401 ? ' (checked and refused)' : status === 429 ? ' (throttled, not checked)' : ''}`);
  }
} finally {
  idp.kill('SIGTERM');
}
