import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { appError, badInput, notFound } from '@juba/platform/errors';
import type { Viewer } from '@juba/platform/viewer';
import type { ContentDb } from '../db.ts';
import type { ConfigInput } from '../generated/graphql.ts';
import type { Prisma, SystemConfig } from '../generated/prisma/client.ts';
import { recordAudit } from '../admin/audit.ts';
import { isUniqueViolation } from '../admin/unique-violation.ts';
import { validateConfigInput, type ConfigWrite } from './config-input.ts';
import { DEFAULT_CONFIGS } from './default-configs.ts';
import { mirrorLiveConfig } from './live-config-mirror.ts';
import { refuseStaleEdit } from '../admin/stale-edit.ts';

export interface ConfigDeps {
  db: ContentDb;
  /** Where live keys are mirrored for other services. */
  redis: Redis;
}

const toConfigItem = (row: SystemConfig) => ({
  id: row.id,
  configKey: row.configKey,
  configValue: row.configValue,
  description: row.description,
  category: row.category,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

const keyExists = (configKey: string) => appError('CONFLICT', `A config with key "${configKey}" already exists.`);

/** By category (general, ai, content, analytics), then key. */
export async function listConfigs(db: ContentDb) {
  const rows = await db.systemConfig.findMany({ orderBy: [{ category: 'asc' }, { configKey: 'asc' }] });
  return rows.map(toConfigItem);
}

const rowData = (write: ConfigWrite) => ({ ...write, configValue: write.configValue as Prisma.InputJsonValue });

export async function createConfig(deps: ConfigDeps, actor: Viewer, input: ConfigInput) {
  const write = validateConfigInput(input);
  let item: ReturnType<typeof toConfigItem>;
  try {
    item = await deps.db.$transaction(async (tx) => {
      const created = toConfigItem(await tx.systemConfig.create({ data: { id: randomUUID(), ...rowData(write) } }));
      await recordAudit(tx, actor, { action: 'config.create', target: created.configKey, after: created });
      return created;
    });
  } catch (err) {
    throw isUniqueViolation(err) ? keyExists(write.configKey) : err;
  }
  await mirrorLiveConfig(deps.db, deps.redis, item.configKey);
  return item;
}

/** Keys cannot be renamed: the input must name the key being updated. */
export async function updateConfig(deps: ConfigDeps, actor: Viewer, configKey: string, input: ConfigInput, expectedUpdatedAt?: string | null) {
  if (input.configKey !== configKey) throw badInput(`configKey cannot be changed: it must stay "${configKey}" (got "${input.configKey}")`);
  const write = validateConfigInput(input);
  const item = await deps.db.$transaction(async (tx) => {
    // Locked, so the audit's "before" is the value this write replaced.
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "content"."SystemConfig" WHERE "configKey" = ${configKey} FOR UPDATE`;
    if (locked.length === 0) throw notFound(`No config with key "${configKey}".`);
    const before = toConfigItem(await tx.systemConfig.findUniqueOrThrow({ where: { configKey } }));
    refuseStaleEdit(before.updatedAt, expectedUpdatedAt);
    const updated = toConfigItem(await tx.systemConfig.update({ where: { configKey }, data: rowData(write) }));
    await recordAudit(tx, actor, { action: 'config.update', target: configKey, before, after: updated });
    return updated;
  });
  await mirrorLiveConfig(deps.db, deps.redis, configKey);
  return item;
}

const alreadyConfigured = () => appError('CONFLICT', 'Configs already exist: the default configs are only created when there are none.');

/** Spec part 1 §9: the four defaults, all or none, only while no config exists. */
export async function initializeConfigs(deps: ConfigDeps, actor: Viewer) {
  let items: ReturnType<typeof toConfigItem>[];
  try {
    items = await deps.db.$transaction(async (tx) => {
      // Two admins initialising at once: the second waits here, then finds the first one's configs.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('content:system-config:initialize'))`;
      if ((await tx.systemConfig.count()) > 0) throw alreadyConfigured();
      const created = [];
      for (const config of DEFAULT_CONFIGS) {
        const item = toConfigItem(await tx.systemConfig.create({ data: { id: randomUUID(), ...rowData({ ...config, isActive: true }) } }));
        await recordAudit(tx, actor, { action: 'config.initialize', target: item.configKey, after: item });
        created.push(item);
      }
      return created;
    });
  } catch (err) {
    // A default key created by createConfig meanwhile.
    throw isUniqueViolation(err) ? alreadyConfigured() : err;
  }
  for (const item of items) await mirrorLiveConfig(deps.db, deps.redis, item.configKey);
  return items;
}
