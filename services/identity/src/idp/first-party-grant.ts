import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * The Juba app is our own (first-party) client: asking the user to consent to
 * it sharing their data with itself would be noise. So the provider's
 * loadExistingGrant hook hands back a grant that already covers everything the
 * request asks for, and the consent prompt never fires.
 */
export function ensureFirstPartyGrant(firstPartyClientId: string) {
  return async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const client = oidc.client!;
    const accountId = oidc.account!.accountId;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(client.clientId);
    let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    if (client.clientId !== firstPartyClientId) return grant;

    // A grant of someone who signed in earlier in this browser is not reused.
    if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
    grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });

    grant.addOIDCScope(oidc.requestParamOIDCScopes);
    if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims(oidc.requestParamClaims);
    for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
      const scopes = [...oidc.requestParamScopes].filter((s) => resourceServer.scopes.has(s));
      if (scopes.length > 0) grant.addResourceScope(indicator, scopes);
    }
    await grant.save();
    return grant;
  };
}
