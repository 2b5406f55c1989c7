import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
const config = (env: Record<string, string> = {}) => loadGatewayConfig({ REDIS_URL: process.env.REDIS_URL, ...env });

describe('the content security policy', () => {
  it('lets only the built bundle run: no inline script, no eval, no plugins, no framing', () => {
    const csp = directives(contentSecurityPolicy(config()));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });

  it("plays media from the app and from the page's own object URLs (the lab's Reproduzir), nowhere else", () => {
    expect(directives(contentSecurityPolicy(config())).get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('connects only to the app, its WebSocket and the embedded identity provider', () => {
    const csp = directives(contentSecurityPolicy(config({ PUBLIC_ORIGIN: 'http://localhost:4000', OIDC_ISSUER: 'http://localhost:4400' })));
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:4000', 'http://localhost:4400']);
  });

  it("connects to Keycloak's origin when Keycloak signs users in, over wss when the app is on https", () => {
    const keycloak = config({
      PUBLIC_ORIGIN: 'https://juba.example.com',
      OIDC_KIND: 'keycloak',
      OIDC_ISSUER: 'https://sso.example.com/realms/juba',
      KEYCLOAK_URL: 'https://sso.example.com/auth',
      KEYCLOAK_REALM: 'juba',
    });
    expect(directives(contentSecurityPolicy(keycloak)).get('connect-src')).toEqual(["'self'", 'wss://juba.example.com', 'https://sso.example.com']);
  });
});

describe('HSTS', () => {
  it('is sent for a year when the app is served over https, and not over plain http', () => {
    expect(securityHeaders(config({ PUBLIC_ORIGIN: 'https://juba.example.com' }))['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(securityHeaders(config({ PUBLIC_ORIGIN: 'http://localhost:4000' }))).not.toHaveProperty('Strict-Transport-Security');
  });

  it('follows HSTS_MAX_AGE when set, 0 included (browsers then forget it)', () => {
    expect(securityHeaders(config({ PUBLIC_ORIGIN: 'http://localhost:4000', HSTS_MAX_AGE: '600' }))['Strict-Transport-Security']).toBe('max-age=600');
    expect(securityHeaders(config({ PUBLIC_ORIGIN: 'https://juba.example.com', HSTS_MAX_AGE: '0' }))['Strict-Transport-Security']).toBe('max-age=0');
  });

  it('refuses a max-age that is not a whole number of seconds', () => {
    expect(() => config({ HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => config({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
  });
});

describe('every answer of the gateway', () => {
  const served = { PUBLIC_ORIGIN: 'https://juba.example.com' };
  let dist: string;
  let gateway: Awaited<ReturnType<typeof createGateway>>;
  let url: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'juba-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Juba</title><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
    gateway = await createGateway(config({ ...served, FRONTEND_DIST: dist }));
    url = `http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (res: Response) => {
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(config(served)));
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toBe('microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  };

  it.each([
    ['the landing page', '/', 'text/html'],
    ['a client-side route', '/conversation', 'text/html'],
    ['a built asset', '/assets/app.js', 'text/javascript'],
    ['the browser configuration', '/app-config.json', 'application/json'],
    ['a REST answer', '/api/learning-profile', 'application/json'],
  ])('%s (GET %s)', async (_what, path, type) => {
    const res = await fetch(`${url}${path}`);
    expect(res.headers.get('content-type')).toContain(type);
    expectSecurityHeaders(res);
  });

  it('a GraphQL answer', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expectSecurityHeaders(res);
  });
});
