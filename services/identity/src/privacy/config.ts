import { z } from 'zod';
import { parseEnv, productionRequested } from '@juba/platform/env';

const DEV_CONTACT_EMAIL = 'privacidade@juba.local';

/** Who answers for the learners' data (LGPD art. 41, the "encarregado"): shown on the privacy notice. */
const privacyEnvShape = {
  PRIVACY_OPERATOR: z.string().trim().min(1).max(200).default('Juba (ambiente de desenvolvimento)'),
  PRIVACY_CONTACT_EMAIL: z.string().trim().email().default(DEV_CONTACT_EMAIL),
};

export interface PrivacyConfig {
  operator: string;
  contactEmail: string;
}

export function privacyConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PrivacyConfig {
  const parsed = parseEnv(privacyEnvShape, env);
  // A learner must be able to reach a real person: the development address reaches nobody.
  if (productionRequested(env) && parsed.PRIVACY_CONTACT_EMAIL === DEV_CONTACT_EMAIL) {
    throw new Error('JUBA_PRODUCTION=true refuses this environment:\n  PRIVACY_CONTACT_EMAIL: set the e-mail address learners write to about their data');
  }
  return { operator: parsed.PRIVACY_OPERATOR, contactEmail: parsed.PRIVACY_CONTACT_EMAIL };
}
