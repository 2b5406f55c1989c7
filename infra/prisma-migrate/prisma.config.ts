import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// The WebAssembly schema engine talks to PostgreSQL through the driver adapter,
// so no native engine binary is needed (see ../../../shared/notes/environment.md).
export default defineConfig({
  engine: 'js',
  experimental: { adapter: true },
  schema: process.env.JUBA_PRISMA_SCHEMA!,
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
});
