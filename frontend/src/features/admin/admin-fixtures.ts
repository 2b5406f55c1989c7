import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { CurrentUser } from '../../lib/current-user.ts';
import { learnerGateway } from '../../test-support/learner-fixtures.ts';
import { notification } from '../../test-support/toast.ts';
import { STALE_EDIT_MESSAGE } from '@juba/contracts/admin-edits';

/** Test data, a fake admin server answering the admin operations as the gateway would, and screen queries. */

export const ADMIN: CurrentUser = {
  id: 'user-admin',
  firstName: 'Carla',
  lastName: 'Mendes',
  email: 'admin@juba.local',
  profileImageUrl: null,
  isAdmin: true,
};

/** The content subgraph's answer to an edit of an outdated version. */
export const STALE_EDIT = STALE_EDIT_MESSAGE;

export function refusal(code: string, message = `Refused: ${code}`) {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

export function analytics(days: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminAnalytics',
    days,
    totalUsers: 128,
    activeUsers: days,
    totalSessions: days * 10,
    weeklyNewUsers: 9,
    weeklySessions: 70,
    avgSessionDuration: 540,
    totalProfiles: 97,
    allTimeSessions: 2345,
    ...overrides,
  };
}

export function contentItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ContentItem',
    id: 'content-1',
    contentType: 'exercise',
    title: 'Past simple drill',
    description: 'Ten sentences in the past simple.',
    content: { sentences: ['I went home.'] },
    difficulty: 'intermediate',
    category: 'grammar',
    tags: ['past', 'verbs'],
    isPublished: false,
    updatedAt: '2026-07-01T12:00:00.000Z',
    ...overrides,
  };
}

export function configItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ConfigItem',
    id: 'config-1',
    configKey: 'ai_model_settings',
    configValue: { model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 1000, timeout: 30000 },
    description: 'Model used by the tutor',
    category: 'ai',
    isActive: true,
    updatedAt: '2026-07-01T12:00:00.000Z',
    ...overrides,
  };
}

type Item = Record<string, unknown>;

/**
 * A gateway answering the learner reads plus every admin operation from an
 * in-memory store, so a list read after a write shows the write. Override any
 * operation with .on(); `server` is the store.
 */
export function adminGateway(initial: { content?: Item[]; configs?: Item[] } = {}) {
  const server = { content: [...(initial.content ?? [])], configs: [...(initial.configs ?? [])] };
  let nextId = 100;
  let clock = Date.parse('2026-07-02T12:00:00.000Z');
  const touched = () => ({ updatedAt: new Date((clock += 1000)).toISOString() });
  // Stored items are replaced, never changed in place: answers already sent stay as they were.
  const changeContent = (id: unknown, patch: Item) => {
    server.content = server.content.map((item) => (item['id'] === id ? { ...item, ...patch, ...touched() } : item));
    return server.content.find((item) => item['id'] === id);
  };
  /** As the content subgraph: an edit of a version that is no longer the stored one is a CONFLICT. */
  const stale = (stored: Item | undefined, expectedUpdatedAt: unknown) => expectedUpdatedAt != null && stored?.['updatedAt'] !== expectedUpdatedAt;
  const link = learnerGateway()
    .on('AdminDashboard', () => ({ data: { adminDashboard: { __typename: 'AdminDashboard', message: 'Bem-vindo ao painel administrativo' } } }))
    .on('AdminAnalytics', ({ days }) => ({ data: { adminAnalytics: analytics(Number(days)) } }))
    .on('AdminContent', ({ type }) => ({ data: { adminContent: server.content.filter((item) => !type || item['contentType'] === type) } }))
    .on('CreateContent', ({ input }) => {
      const item = contentItem({ ...(input as Item), id: `content-${nextId++}`, isPublished: false });
      server.content.unshift(item);
      return { data: { createContent: item } };
    })
    .on('UpdateContent', ({ id, input, expectedUpdatedAt }) => {
      if (
        stale(
          server.content.find((item) => item['id'] === id),
          expectedUpdatedAt,
        )
      )
        return refusal('CONFLICT', STALE_EDIT);
      return { data: { updateContent: changeContent(id, input as Item) } };
    })
    .on('PublishContent', ({ id }) => {
      return { data: { publishContent: changeContent(id, { isPublished: true }) } };
    })
    .on('DeleteContent', ({ id }) => {
      server.content = server.content.filter((item) => item['id'] !== id);
      return { data: { deleteContent: id } };
    })
    .on('AdminConfigs', () => ({ data: { adminConfigs: server.configs } }))
    .on('CreateConfig', ({ input }) => {
      const config = configItem({ ...(input as Item), id: `config-${nextId++}` });
      server.configs = [...server.configs, config];
      return { data: { createConfig: config } };
    })
    .on('UpdateConfig', ({ configKey, input, expectedUpdatedAt }) => {
      if (
        stale(
          server.configs.find((config) => config['configKey'] === configKey),
          expectedUpdatedAt,
        )
      )
        return refusal('CONFLICT', STALE_EDIT);
      server.configs = server.configs.map((config) => (config['configKey'] === configKey ? { ...config, ...(input as Item), ...touched() } : config));
      return { data: { updateConfig: server.configs.find((config) => config['configKey'] === configKey) } };
    })
    .on('InitializeConfigs', () => {
      server.configs = DEFAULT_CONFIGS.map((config, i) => configItem({ ...config, id: `config-default-${i}` }));
      return { data: { initializeConfigs: server.configs } };
    });
  return Object.assign(link, { server });
}

const DEFAULT_CONFIGS = [
  { configKey: 'ai_model_settings', category: 'ai', configValue: { model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 1000, timeout: 30000 } },
  { configKey: 'session_settings', category: 'general', configValue: { maxDuration: 3600, idleTimeout: 900, maxConcurrentSessions: 100 } },
  {
    configKey: 'content_settings',
    category: 'content',
    configValue: { autoPublish: false, moderationEnabled: true, defaultDifficulty: 'intermediate', maxContentLength: 10000 },
  },
  {
    configKey: 'analytics_settings',
    category: 'analytics',
    configValue: { trackingEnabled: true, dataRetentionDays: 365, anonymizeData: true, reportingFrequency: 'daily' },
  },
];

/** Waits for the toast with this title, and checks its description. */
export async function toastSays(title: string, description = '') {
  await screen.findByText(title, { selector: 'li p' });
  expect(notification().textContent).toContain(description);
}

export const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
