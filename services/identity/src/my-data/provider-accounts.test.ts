import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keycloakAccounts } from './provider-accounts.ts';

/** A local stand-in for Keycloak's token endpoint and admin REST API, keeping what it was asked. */
let server: Server;
let url: string;
const users = new Set<string>();
const asked: { method: string; path: string; authorization?: string; body: string }[] = [];
let deleteStatus: number | null = null;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    asked.push({ method: req.method!, path: req.url!, ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}), body });
    if (req.method === 'POST' && req.url === '/realms/juba/protocol/openid-connect/token') {
      const form = new URLSearchParams(body);
      const ok = form.get('grant_type') === 'client_credentials' && form.get('client_id') === 'juba-erasure' && form.get('client_secret') === 's3cret';
      return void res
        .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
        .end(JSON.stringify(ok ? { access_token: 'admin-token' } : { error: 'unauthorized_client' }));
    }
    const user = /^\/admin\/realms\/juba\/users\/([^/]+)$/.exec(req.url!)?.[1];
    if (req.method === 'DELETE' && user && req.headers.authorization === 'Bearer admin-token') {
      if (deleteStatus) return void res.writeHead(deleteStatus).end();
      const id = decodeURIComponent(user);
      return void res.writeHead(users.delete(id) ? 204 : 404).end();
    }
    res.writeHead(403).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const admin = (clientSecret = 's3cret') => keycloakAccounts({ url, realm: 'juba', clientId: 'juba-erasure', clientSecret });

describe('keycloakAccounts', () => {
  it('deletes the account as the erasure client’s service account, and counts an account already gone as done', async () => {
    users.add('0b6f3c9e-8f0e-4b8e-9a55-2f1f7a0c1d11');
    asked.length = 0;
    await admin().remove('0b6f3c9e-8f0e-4b8e-9a55-2f1f7a0c1d11');
    expect(users.has('0b6f3c9e-8f0e-4b8e-9a55-2f1f7a0c1d11')).toBe(false);
    expect(asked.map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ['POST', '/realms/juba/protocol/openid-connect/token', undefined],
      ['DELETE', '/admin/realms/juba/users/0b6f3c9e-8f0e-4b8e-9a55-2f1f7a0c1d11', 'Bearer admin-token'],
    ]);
    await expect(admin().remove('0b6f3c9e-8f0e-4b8e-9a55-2f1f7a0c1d11')).resolves.toBeUndefined();
  });

  it('fails, to be retried, when the client is refused or Keycloak cannot delete', async () => {
    await expect(admin('wrong').remove('someone')).rejects.toThrow(/refused the erasure client's token \(401\)/);
    deleteStatus = 503;
    await expect(admin().remove('someone')).rejects.toThrow(/answered 503/);
    deleteStatus = null;
  });
});
