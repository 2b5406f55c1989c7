import type { ContentDb } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { parseKnownConfig } from './config-shapes.ts';
import { DEFAULT_MAX_CONTENT_LENGTH } from './default-configs.ts';

/** The live content_settings.maxContentLength: the default while the config is missing, inactive or unusable. */
export async function readMaxContentLength(db: ContentDb | Prisma.TransactionClient): Promise<number> {
  const row = await db.systemConfig.findUnique({ where: { configKey: 'content_settings' } });
  const settings = row?.isActive ? parseKnownConfig('content_settings', row.configValue) : null;
  return settings?.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;
}
