import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.ts';

const KEYCLOAK = {
  JUBA_PRODUCTION: 'true',
  OIDC_KIND: 'keycloak',
  OIDC_ISSUER: 'https://auth.juba.example/realms/juba',
  KEYCLOAK_URL: 'https://auth.juba.example',
  KEYCLOAK_REALM: 'juba',
  REDIS_URL: 'redis://:0f3a96c2d1@redis.internal:6379/0',
  INTERNAL_SECRET: '8d2f61c0a7e94b35f1c86e0d2a9b47f3',
};

describe('the gateway in production', () => {
  it('starts with Keycloak and real secrets', () => {
    expect(loadGatewayConfig(KEYCLOAK)).toMatchObject({ JUBA_PRODUCTION: true, OIDC_KIND: 'keycloak' });
  });

  it('refuses the development internal secret even when everything else is set', () => {
    const { INTERNAL_SECRET: _unset, ...withoutSecret } = KEYCLOAK;
    expect(() => loadGatewayConfig(withoutSecret)).toThrow(
      /^JUBA_PRODUCTION=true refuses this environment:\n {2}INTERNAL_SECRET: is the development default; set it to a random value/,
    );
  });

  it('refuses the embedded issuer behind OIDC_KIND=keycloak', () => {
    expect(() => loadGatewayConfig({ ...KEYCLOAK, OIDC_ISSUER: 'http://localhost:4400' })).toThrow(/OIDC_ISSUER: is the embedded provider's local issuer/);
  });
});
