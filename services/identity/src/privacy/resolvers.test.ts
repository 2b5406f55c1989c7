import { afterAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { IdentityContext } from '../context.ts';
import { identitySubgraph } from '../subgraph.ts';
import { identityTestContext } from '../testing/context.ts';
import { privacyConfigFromEnv } from './config.ts';

const suite = identityTestContext(privacyConfigFromEnv({ PRIVACY_OPERATOR: 'Escola Juba Ltda.', PRIVACY_CONTACT_EMAIL: 'dpo@escola.example' }));
const server = startTestSubgraph<IdentityContext>(identitySubgraph, suite.context);
afterAll(async () => {
  await server.stop();
  await suite.close();
});

const NOTICE = /* GraphQL */ `query Notice { privacyNotice { operator contactEmail } }`;

describe('privacyNotice', () => {
  it('names the configured operator and contact to anyone, signed in or not', async () => {
    for (const viewer of [null, testViewer()]) {
      expect((await server.run(NOTICE, {}, viewer)).data).toEqual({ privacyNotice: { operator: 'Escola Juba Ltda.', contactEmail: 'dpo@escola.example' } });
    }
  });
});

describe('the PRIVACY_* settings', () => {
  it('have development defaults', () => {
    expect(privacyConfigFromEnv({})).toEqual({ operator: 'Juba (ambiente de desenvolvimento)', contactEmail: 'privacidade@juba.local' });
  });

  it('refuse the development contact in production: it reaches nobody', () => {
    expect(() => privacyConfigFromEnv({ JUBA_PRODUCTION: 'true' })).toThrow(/PRIVACY_CONTACT_EMAIL/);
    expect(privacyConfigFromEnv({ JUBA_PRODUCTION: 'true', PRIVACY_CONTACT_EMAIL: 'dpo@escola.example' }).contactEmail).toBe('dpo@escola.example');
  });

  it('refuse a contact that is not an e-mail address', () => {
    expect(() => privacyConfigFromEnv({ PRIVACY_CONTACT_EMAIL: 'ligue para nós' })).toThrow(/PRIVACY_CONTACT_EMAIL/);
  });
});
