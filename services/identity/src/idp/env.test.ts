import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '@juba/platform/env';
import { idpEnv } from './env.ts';

describe('embedded provider environment', () => {
  it('defaults to the local setup the gateway and the app expect', () => {
    const env = parseEnv(idpEnv, {});
    expect(env).toMatchObject({
      IDP_PORT: 4400,
      IDP_HOST: '127.0.0.1',
      SPA_ORIGIN: 'http://localhost:4000',
      OIDC_AUDIENCE: 'urn:juba:api',
      JUBA_PRODUCTION: false,
    });
    expect(env.IDP_ISSUER).toBeUndefined();
    expect(env.IDP_COOKIE_KEYS.length).toBeGreaterThan(0);
  });

  it('reads cookie keys as a comma list and an origin without its trailing slash', () => {
    const env = parseEnv(idpEnv, { IDP_COOKIE_KEYS: ' first-key-0123456789 , second-key-0123456789 ', SPA_ORIGIN: 'https://juba.example/' });
    expect(env.IDP_COOKIE_KEYS).toEqual(['first-key-0123456789', 'second-key-0123456789']);
    expect(env.SPA_ORIGIN).toBe('https://juba.example');
  });

  it('names each bad setting', () => {
    let message = '';
    try {
      parseEnv(idpEnv, { SPA_ORIGIN: 'http://localhost:4000/app', IDP_COOKIE_KEYS: 'short', IDP_PORT: 'x' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('SPA_ORIGIN: must be an origin');
    expect(message).toContain('IDP_COOKIE_KEYS: needs at least one key of 16 or more characters');
    expect(message).toContain('IDP_PORT');
  });

  it('refuses to start when JUBA_PRODUCTION=true', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, JUBA_PRODUCTION: 'true', IDP_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refuses JUBA_PRODUCTION=true');
  });
});
