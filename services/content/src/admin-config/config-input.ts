import { badInput } from '@juba/platform/errors';
import type { ConfigInput } from '../generated/graphql.ts';
import { requireJsonWithin } from '../admin/json-value.ts';
import { optionalText } from '../admin/text-input.ts';
import { checkConfigShape } from './config-shapes.ts';

export interface ConfigWrite extends ConfigInput {
  description: string | null;
}

const CONFIG_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_CONFIG_VALUE_LENGTH = 10_000;
const MAX_CONFIG_DESCRIPTION_LENGTH = 500;

function validateConfigKey(configKey: string): string {
  if (!CONFIG_KEY_PATTERN.test(configKey)) {
    throw badInput(`configKey "${configKey}" is not valid: it must start with a lowercase letter and use only a-z, 0-9 and _ (at most 64 characters)`);
  }
  return configKey;
}

export function validateConfigInput(input: ConfigInput): ConfigWrite {
  const configKey = validateConfigKey(input.configKey);
  requireJsonWithin('configValue', input.configValue, MAX_CONFIG_VALUE_LENGTH, 'the size limit of a config value');
  return {
    configKey,
    configValue: checkConfigShape(configKey, input.configValue),
    description: optionalText('description', input.description, MAX_CONFIG_DESCRIPTION_LENGTH),
    category: input.category,
    isActive: input.isActive,
  };
}
