import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../gateway/src/auth/token-verifier.ts';
import { environmentOf, loadCompose, repoPath } from './compose-file.ts';

interface ProtocolMapper {
  name: string;
  protocolMapper: string;
  config: Record<string, string>;
}
interface Client {
  clientId: string;
  publicClient?: boolean;
  standardFlowEnabled?: boolean;
  implicitFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  fullScopeAllowed?: boolean;
  redirectUris?: string[];
  webOrigins?: string[];
  attributes?: Record<string, string>;
  protocolMappers?: ProtocolMapper[];
  defaultClientScopes?: string[];
  optionalClientScopes?: string[];
}
interface Role {
  name: string;
  composite?: boolean;
  composites?: { realm?: string[] };
}
interface User {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  realmRoles?: string[];
  requiredActions?: string[];
  credentials?: { type: string; value: string; temporary?: boolean }[];
}

const realm = JSON.parse(readFileSync(repoPath('infra/keycloak/juba-realm.json'), 'utf8'));
const spa: Client = realm.clients.find((c: Client) => c.clientId === 'juba-spa');
const roles: Role[] = realm.roles.realm;
/** The people of the realm; the erasure client's service account is no one's. */
const users: User[] = realm.users.filter((u: User & { serviceAccountClientId?: string }) => !u.serviceAccountClientId);
const mappers = (type: string) => (spa.protocolMappers ?? []).filter((m) => m.protocolMapper === type);

/** A user's realm roles with composites expanded, as Keycloak puts them in realm_access.roles. */
function effectiveRoles(direct: string[]): string[] {
  const seen = new Set<string>();
  const expand = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const inner of roles.find((r) => r.name === name)?.composites?.realm ?? []) expand(inner);
  };
  direct.forEach(expand);
  return [...seen];
}

/** Client scopes Keycloak 26 creates in a realm imported without its own clientScopes. */
const KEYCLOAK_DEFAULT_SCOPES = [
  'acr',
  'address',
  'basic',
  'email',
  'microprofile-jwt',
  'offline_access',
  'organization',
  'phone',
  'profile',
  'roles',
  'web-origins',
];

describe('infra/keycloak/juba-realm.json', () => {
  it('defines the juba realm with open registration and pt-BR as the default language', () => {
    expect(realm.realm).toBe('juba');
    expect(realm.enabled).toBe(true);
    expect(realm.registrationAllowed).toBe(true);
    expect(realm.internationalizationEnabled).toBe(true);
    expect(realm.defaultLocale).toBe('pt-BR');
    expect(realm.supportedLocales).toContain('pt-BR');
    expect(realm.sslRequired).not.toBe('none');
  });

  it('locks out password guessing', () => {
    expect(realm.bruteForceProtected).toBe(true);
    expect(realm.failureFactor).toBeGreaterThan(0);
    expect(realm.failureFactor).toBeLessThanOrEqual(10);
    expect(realm.maxFailureWaitSeconds).toBeGreaterThan(0);
  });

  it('issues 5-minute access tokens and single-use (rotating) refresh tokens', () => {
    expect(realm.accessTokenLifespan).toBe(300);
    expect(realm.revokeRefreshToken).toBe(true);
    expect(realm.refreshTokenMaxReuse).toBe(0);
  });

  it('makes juba-spa a public client limited to the authorization code flow with PKCE S256', () => {
    expect(spa).toBeDefined();
    expect(spa.publicClient).toBe(true);
    expect(spa.standardFlowEnabled).toBe(true);
    expect(spa.implicitFlowEnabled).toBe(false);
    expect(spa.directAccessGrantsEnabled).toBe(false);
    expect(spa.serviceAccountsEnabled ?? false).toBe(false);
    expect(spa.attributes?.['pkce.code.challenge.method']).toBe('S256');
    expect(spa.attributes?.['oauth2.device.authorization.grant.enabled'] ?? 'false').toBe('false');
  });

  it('accepts exactly one redirect URI and one post-logout URI, with no wildcard, and one web origin', () => {
    expect(spa.redirectUris).toEqual(['http://localhost:4000/']);
    expect(spa.attributes?.['post.logout.redirect.uris']?.split('##')).toEqual(['http://localhost:4000/']);
    expect(spa.webOrigins).toEqual(['http://localhost:4000']);
    for (const uri of [...(spa.redirectUris ?? []), ...(spa.webOrigins ?? [])]) expect(uri).not.toMatch(/[*+]/);
  });

  it('puts the API audience and the realm roles into access tokens', () => {
    const audience = mappers('oidc-audience-mapper');
    expect(audience).toHaveLength(1);
    expect(audience[0]!.config).toMatchObject({ 'included.custom.audience': 'urn:juba:api', 'access.token.claim': 'true' });

    // Exactly one writer of realm_access.roles: the built-in "roles" scope would add a second one.
    const realmRoles = mappers('oidc-usermodel-realm-role-mapper');
    expect(realmRoles).toHaveLength(1);
    expect(realmRoles[0]!.config).toMatchObject({ 'claim.name': 'realm_access.roles', multivalued: 'true', 'access.token.claim': 'true' });
    expect(spa.defaultClientScopes).not.toContain('roles');
    expect(spa.fullScopeAllowed).toBe(true);
  });

  it('keeps the claims the gateway reads: sub (basic), names (profile) and email', () => {
    expect(spa.defaultClientScopes).toEqual(expect.arrayContaining(['basic', 'profile', 'email']));
    const scopes = [...(spa.defaultClientScopes ?? []), ...(spa.optionalClientScopes ?? [])];
    const known = realm.clientScopes ? realm.clientScopes.map((s: { name: string }) => s.name) : KEYCLOAK_DEFAULT_SCOPES;
    for (const scope of scopes) expect(known, scope).toContain(scope);
  });

  it('has learner and admin roles, and every new account becomes a learner but never an admin', () => {
    const names = roles.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['learner', 'admin']));
    expect(realm.defaultRole?.name).toBeDefined();
    expect(names).toContain(realm.defaultRole.name);
    expect(effectiveRoles([realm.defaultRole.name])).toContain('learner');
    expect(effectiveRoles([realm.defaultRole.name])).not.toContain('admin');
  });

  it('refers only to roles it defines, so the import cannot fail on a missing one', () => {
    const names = new Set(roles.map((r) => r.name));
    const referenced = [...roles.flatMap((r) => r.composites?.realm ?? []), ...users.flatMap((u) => u.realmRoles ?? [])];
    for (const name of referenced) expect(names.has(name), name).toBe(true);
  });

  it('gives the workers a confidential client whose service account may only manage users, its secret from the environment', () => {
    const erasure = realm.clients.find((c: Client) => c.clientId === 'juba-erasure');
    expect(erasure).toMatchObject({
      publicClient: false,
      serviceAccountsEnabled: true,
      standardFlowEnabled: false,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      secret: '${KEYCLOAK_ERASURE_CLIENT_SECRET}',
    });
    const account = realm.users.find((u: { serviceAccountClientId?: string }) => u.serviceAccountClientId === 'juba-erasure');
    expect(account).toMatchObject({ clientRoles: { 'realm-management': ['manage-users'] } });
    expect(account.realmRoles ?? []).toEqual([]);
    const keycloak = loadCompose({
      POSTGRES_PASSWORD: 'a',
      REDIS_PASSWORD: 'b',
      INTERNAL_SECRET: 'c'.repeat(32),
      KEYCLOAK_DB_PASSWORD: 'd',
      KEYCLOAK_ADMIN_PASSWORD: 'e',
    }).services.keycloak!;
    expect(environmentOf(keycloak, { KEYCLOAK_ERASURE_CLIENT_SECRET: 'x' }).KEYCLOAK_ERASURE_CLIENT_SECRET, 'the import fills the placeholder').toBe('x');
  });

  it('ships two demo users, a learner and an admin, whose passwords are temporary and marked demo-only', () => {
    expect(users).toHaveLength(2);
    const admins = users.filter((u) => effectiveRoles(u.realmRoles ?? []).includes('admin'));
    const learners = users.filter((u) => effectiveRoles(u.realmRoles ?? []).includes('learner'));
    expect(admins).toHaveLength(1);
    expect(learners).toHaveLength(2);
    for (const user of users) {
      expect(user.email, user.username).toMatch(/@[a-z0-9.-]+\.example$/);
      // Keycloak's person-name validator: a name it rejects would trap the user in "update profile" at first sign-in.
      for (const name of [user.firstName, user.lastName]) expect(name, user.username).toMatch(/^[^<>&"$%!#?§;*~/\\|^=[\]{}()]+$/);
      expect(user.requiredActions, user.username).toContain('UPDATE_PASSWORD');
      expect(user.credentials, user.username).toHaveLength(1);
      const [password] = user.credentials!;
      expect(password!.type).toBe('password');
      expect(password!.temporary).toBe(true);
      expect(password!.value).toMatch(/^DEMO-ONLY-/);
    }
  });
});

describe('an access token shaped by the realm, checked by the gateway as compose configures it', () => {
  const gatewayEnv = environmentOf(
    loadCompose({ POSTGRES_PASSWORD: 'a', REDIS_PASSWORD: 'b', INTERNAL_SECRET: 'c'.repeat(32), KEYCLOAK_DB_PASSWORD: 'd', KEYCLOAK_ADMIN_PASSWORD: 'e' })
      .services.gateway!,
  );
  let jwksServer: Server;
  let jwksUri: string;
  let sign: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'realm-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    jwksUri = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/realms/juba/protocol/openid-connect/certs`;
    sign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'realm-key' })
        .setIssuer(gatewayEnv.OIDC_ISSUER!)
        .setAudience(mappers('oidc-audience-mapper').map((m) => m.config['included.custom.audience']!))
        .setSubject('0b6f3c9e-8f0e-4b8e-9a55-2f1f7a0c1d11')
        .setIssuedAt()
        .setExpirationTime(`${realm.accessTokenLifespan}s`)
        .sign(privateKey);
  });
  afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

  const tokenFor = (user: User) =>
    sign({
      azp: spa.clientId,
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      realm_access: { roles: effectiveRoles(user.realmRoles ?? []) },
    });

  it('makes the demo admin an administrator and the demo learner not', async () => {
    const verify = createTokenVerifier({ issuer: gatewayEnv.OIDC_ISSUER!, audience: gatewayEnv.OIDC_AUDIENCE!, jwksUri });
    const results = await Promise.all(users.map(async (u) => [u.email, (await verify(await tokenFor(u))).isAdmin] as const));
    expect(Object.fromEntries(results)).toEqual({ 'aluno.demo@juba.example': false, 'admin.demo@juba.example': true });
    const viewer = await verify(await tokenFor(users[0]!));
    expect([viewer.email, viewer.firstName]).toEqual([users[0]!.email, users[0]!.firstName]);
  });
});
