/** Where the learner signs in: their account there goes with the erasure. */
export interface ProviderAccounts {
  /** Deletes the account with its sessions and refresh tokens; an account already gone is done. */
  remove(userId: string): Promise<void>;
}

/** The embedded provider's accounts, sessions and tokens are rows of the identity schema, deleted with the learner's other rows. */
export const EMBEDDED_PROVIDER_ACCOUNTS: ProviderAccounts = { remove: async () => {} };

export interface KeycloakAdmin {
  /** e.g. http://keycloak:8080 */
  url: string;
  realm: string;
  /** A confidential client whose service account may manage users (realm-management: manage-users). */
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

/**
 * Keycloak's accounts, through its admin REST API as the erasure client's
 * service account. Deleting a user ends their sessions, so their refresh
 * tokens stop working with it.
 */
export function keycloakAccounts(admin: KeycloakAdmin): ProviderAccounts {
  const base = admin.url.replace(/\/+$/, '');
  const realm = encodeURIComponent(admin.realm);
  const signal = () => AbortSignal.timeout(admin.timeoutMs ?? 10_000);
  return {
    async remove(userId) {
      const tokenAnswer = await fetch(`${base}/realms/${realm}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: admin.clientId, client_secret: admin.clientSecret }),
        signal: signal(),
      });
      const token = ((await tokenAnswer.json().catch(() => ({}))) as { access_token?: string }).access_token;
      if (!tokenAnswer.ok || !token) throw new Error(`Keycloak refused the erasure client's token (${tokenAnswer.status})`);
      const deleted = await fetch(`${base}/admin/realms/${realm}/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
        signal: signal(),
      });
      if (!deleted.ok && deleted.status !== 404) throw new Error(`Keycloak answered ${deleted.status} to deleting an account`);
    },
  };
}
