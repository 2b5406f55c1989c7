/// <reference types="node" />
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './commands.ts';

/** The gateway serves frontend/dist; a stale build would test yesterday's UI. */
export async function ensureFrontendBuilt(repoRoot: string): Promise<'built' | 'up to date'> {
  const frontend = join(repoRoot, 'frontend');
  const builtIndex = join(frontend, 'dist', 'index.html');
  // The browser bundles @juba/contracts too: a change there alone must rebuild.
  const sources = [
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(frontend, p)),
    join(repoRoot, 'services', 'contracts', 'src'),
  ];
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestMtime))) return 'up to date';
  await runCommand('npm', ['run', 'build', '-w', '@juba/frontend'], { cwd: repoRoot, timeoutMs: 5 * 60_000 });
  if (!existsSync(builtIndex)) throw new Error(`npm run build -w @juba/frontend succeeded but wrote no ${builtIndex}`);
  return 'built';
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}
