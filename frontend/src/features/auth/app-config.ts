import type { KeycloakConfig } from 'keycloak-js';
import { fetchJson } from '../../lib/http.ts';

/** Served by the gateway as /app-config.json: which identity provider signs users in. */
export type OidcSettings = { kind: 'keycloak'; url: string; realm: string; clientId: string } | { kind: 'embedded'; issuer: string; clientId: string };

export interface AppConfig {
  oidc: OidcSettings;
}

function text(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') throw new Error(`/app-config.json: oidc.${key} must be a non-empty string`);
  return value;
}

export function parseAppConfig(json: unknown): AppConfig {
  const oidc = (json as { oidc?: unknown } | null)?.oidc;
  if (typeof oidc !== 'object' || oidc === null) throw new Error('/app-config.json: missing the oidc settings');
  const record = oidc as Record<string, unknown>;
  if (record['kind'] === 'keycloak') {
    return { oidc: { kind: 'keycloak', url: text(record, 'url'), realm: text(record, 'realm'), clientId: text(record, 'clientId') } };
  }
  if (record['kind'] === 'embedded') {
    return { oidc: { kind: 'embedded', issuer: text(record, 'issuer'), clientId: text(record, 'clientId') } };
  }
  throw new Error(`/app-config.json: oidc.kind must be 'keycloak' or 'embedded'`);
}

export async function loadAppConfig(): Promise<AppConfig> {
  return parseAppConfig(await fetchJson('/app-config.json'));
}

/** keycloak-js speaks to a Keycloak realm natively and to any other provider through OIDC discovery. */
export function keycloakConfig(oidc: OidcSettings): KeycloakConfig {
  return oidc.kind === 'keycloak' ? { url: oidc.url, realm: oidc.realm, clientId: oidc.clientId } : { oidcProvider: oidc.issuer, clientId: oidc.clientId };
}
