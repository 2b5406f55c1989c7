/// <reference types="node" />
// The JavaScript a browser downloads for a page of the built SPA, worked out
// from Vite's manifest (frontend/dist/.vite/manifest.json): the entry chunk,
// the lazy chunks the page's route loads, and every chunk those import
// statically, each counted once, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { messageOf } from '@juba/platform/errors';

/** One manifest entry, keyed by its source path (or `_name.js` for shared chunks). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  /** How the page is reached, e.g. "/ signed out". */
  page: string;
  /** Source modules the route loads with `import()` (manifest keys, relative to frontend/). */
  lazy: string[];
  budgetKiB?: number;
}

export interface PageSize extends PageBundle {
  files: string[];
  gzipBytes: number;
}

/**
 * The pages `make bench` reports. A signed-in page first loads the API layer
 * (Apollo and the current user), then the signed-in shell, then its screen.
 */
const SIGNED_IN = ['src/SignedInApp.tsx', 'src/features/shell/SignedInLayout.tsx'];
const BENCH_PAGES: PageBundle[] = [
  { page: '/ signed out (landing)', lazy: [], budgetKiB: 120 },
  { page: '/ signed in (dashboard)', lazy: [...SIGNED_IN, 'src/features/dashboard/DashboardPage.tsx'], budgetKiB: 180 },
  { page: '/conversation', lazy: [...SIGNED_IN, 'src/features/conversation/ConversationPage.tsx'] },
];

/** Manifest keys of the chunks loaded for `lazy` on top of the entry, in load order, each once. */
export function chunkGraph(manifest: Manifest, lazy: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}: is this a Vite build of the SPA?`);
  const seen = new Set<string>();
  const pending = [...entries, ...lazy];
  while (pending.length > 0) {
    const key = pending.shift()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of this build: was the route renamed, or is it no longer loaded lazily?`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

export function measurePages(distDir: string, pages: readonly PageBundle[] = BENCH_PAGES): PageSize[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`cannot read ${manifestPath} (build the frontend first: npm run build -w @juba/frontend): ${messageOf(error)}`);
  }
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(join(distDir, file))).length));
    return size;
  };
  return pages.map((page) => {
    const files = chunkGraph(manifest, page.lazy).map((key) => manifest[key]!.file);
    return { ...page, files, gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

const kib = (bytes: number) => bytes / 1024;

export function formatBundleTable(sizes: readonly PageSize[]): string {
  const lines = [`${'page'.padEnd(28)}${'chunks'.padStart(8)}${'gzip KiB'.padStart(10)}${'budget KiB'.padStart(14)}`];
  for (const size of sizes) {
    const budget = size.budgetKiB === undefined ? '' : `${kib(size.gzipBytes) <= size.budgetKiB ? '≤' : 'OVER'} ${size.budgetKiB}`;
    lines.push(`${size.page.padEnd(28)}${String(size.files.length).padStart(8)}${kib(size.gzipBytes).toFixed(1).padStart(10)}${budget.padStart(14)}`);
  }
  return lines.join('\n');
}

export function overBudget(sizes: readonly PageSize[]): PageSize[] {
  return sizes.filter((size) => size.budgetKiB !== undefined && kib(size.gzipBytes) > size.budgetKiB);
}

// `tsx infra/bench/bundle-size.ts [distDir]` prints the table alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measurePages(process.argv[2] ?? join(import.meta.dirname, '../../frontend/dist'));
  console.log(formatBundleTable(sizes));
  if (overBudget(sizes).length > 0) process.exitCode = 1;
}
