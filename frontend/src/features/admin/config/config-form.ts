import type { AdminConfigItemFragment, ConfigCategory, ConfigInput } from '../../../generated/graphql.ts';
import { formatJson, optionalText, parseJsonText, type FormResult } from '../admin-form.ts';

export const CONFIG_CATEGORY_LABELS: Record<ConfigCategory, string> = {
  general: 'Geral',
  ai: 'IA',
  content: 'Conteúdo',
  analytics: 'Analytics',
};

export interface ConfigDraft {
  configKey: string;
  configValue: string;
  description: string;
  category: ConfigCategory;
  isActive: boolean;
}

/** Spec part 1 §5 defaults: category general, active. */
export const NEW_CONFIG: ConfigDraft = { configKey: '', configValue: '{}', description: '', category: 'general', isActive: true };

export function configDraftOf(item: AdminConfigItemFragment): ConfigDraft {
  return {
    configKey: item.configKey,
    configValue: formatJson(item.configValue),
    description: item.description ?? '',
    category: item.category,
    isActive: item.isActive,
  };
}

/** The key is required and the value must be JSON; the first failing field stops the form. */
export function configInputOf(draft: ConfigDraft): FormResult<ConfigInput, 'configKey' | 'configValue'> {
  const configKey = draft.configKey.trim();
  if (configKey === '') return { invalid: 'configKey' };
  const value = parseJsonText(draft.configValue);
  if (!value.valid) return { invalid: 'configValue' };
  return {
    input: { configKey, configValue: value.value, description: optionalText(draft.description), category: draft.category, isActive: draft.isActive },
  };
}
