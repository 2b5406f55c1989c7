import { describe, expect, it } from 'vitest';
import { keycloakConfig, parseAppConfig } from './app-config.ts';

describe('app config', () => {
  it('reads a Keycloak realm', () => {
    const config = parseAppConfig({ oidc: { kind: 'keycloak', url: 'https://kc.exemplo.com.br', realm: 'juba', clientId: 'juba-spa' } });
    expect(keycloakConfig(config.oidc)).toEqual({ url: 'https://kc.exemplo.com.br', realm: 'juba', clientId: 'juba-spa' });
  });

  it('reads the embedded provider as generic OIDC', () => {
    const config = parseAppConfig({ oidc: { kind: 'embedded', issuer: 'http://localhost:4400', clientId: 'juba-spa' } });
    expect(keycloakConfig(config.oidc)).toEqual({ oidcProvider: 'http://localhost:4400', clientId: 'juba-spa' });
  });

  it('names what is wrong in a bad configuration', () => {
    expect(() => parseAppConfig({})).toThrow('/app-config.json: missing the oidc settings');
    expect(() => parseAppConfig({ oidc: { kind: 'saml' } })).toThrow("oidc.kind must be 'keycloak' or 'embedded'");
    expect(() => parseAppConfig({ oidc: { kind: 'keycloak', url: 'https://kc', realm: '', clientId: 'x' } })).toThrow('oidc.realm must be a non-empty string');
  });
});
