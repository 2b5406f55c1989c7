import { DEFAULT_AI_SETTINGS } from '@juba/ai-provider';
import type { ConfigCategory } from '../generated/prisma/client.ts';
import type { KnownConfigKey, KnownConfigValue } from './config-shapes.ts';

interface DefaultConfig<K extends KnownConfigKey> {
  configKey: K;
  configValue: KnownConfigValue<K>;
  description: string;
  category: ConfigCategory;
}

/** Spec part 1 §9: what "Inicializar Configurações" creates when no config exists, in this order. */
export const DEFAULT_CONFIGS: [
  DefaultConfig<'ai_model_settings'>,
  DefaultConfig<'session_settings'>,
  DefaultConfig<'content_settings'>,
  DefaultConfig<'analytics_settings'>,
] = [
  {
    configKey: 'ai_model_settings',
    // The model the AI service uses when nothing else is set; the other values are the spec's.
    configValue: { model: DEFAULT_AI_SETTINGS.model, temperature: 0.7, max_tokens: 1000, timeout: 30_000 },
    description: 'Configurações do modelo de IA: modelo, temperatura, limite de tokens e tempo limite (ms)',
    category: 'ai',
  },
  {
    configKey: 'session_settings',
    configValue: { maxDuration: 3600, idleTimeout: 900, maxConcurrentSessions: 100 },
    description: 'Configurações de sessão: duração máxima e tempo de inatividade (segundos), sessões simultâneas',
    category: 'general',
  },
  {
    configKey: 'content_settings',
    configValue: { autoPublish: false, moderationEnabled: true, defaultDifficulty: 'intermediate', maxContentLength: 10_000 },
    description: 'Configurações de conteúdo: publicação, moderação, dificuldade padrão e tamanho máximo (caracteres)',
    category: 'content',
  },
  {
    configKey: 'analytics_settings',
    configValue: { trackingEnabled: true, dataRetentionDays: 365, anonymizeData: true, reportingFrequency: 'daily' },
    description: 'Configurações de análise: coleta de dados, retenção (dias), anonimização e frequência dos relatórios',
    category: 'analytics',
  },
];

/** content_settings.maxContentLength while the config is missing or inactive. */
export const DEFAULT_MAX_CONTENT_LENGTH = DEFAULT_CONFIGS[2].configValue.maxContentLength;
