/**
 * What the calibration's caches are keyed by: the code that computed them.
 * Every module an entry point runs, found by following its relative value
 * imports, so a change there recomputes the cache, and a change to code
 * that only judges the cached evidence keeps it.
 */
import { spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { modelPaths } from '../scoring/engine.ts';

const speechSources = fileURLToPath(new URL('../', import.meta.url));

/** A relative import that brings code, not only types: `import { a, type B } from './x.ts'`, over several lines too. */
const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gm;

/** This module and every module it runs, found by following its relative value imports. */
export function sourcesRun(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) visit(fileURLToPath(new URL(specifier!, pathToFileURL(file))));
  };
  visit(entry);
  return [...seen].sort();
}

/** A hash of every module `entry` (an import.meta.url) runs, each named as in services/speech/src; callers add what else their cache depends on. */
export function hashOfCodeRun(entry: string): Hash {
  const hash = createHash('sha256');
  for (const file of sourcesRun(fileURLToPath(entry))) hash.update(file.slice(speechSources.length)).update(readFileSync(file));
  return hash;
}

/**
 * `hashOfCodeRun` with what the code decodes with: Debian's pocketsphinx
 * model and dictionary, and espeak-ng's version (its guesses pronounce the
 * words the dictionary lacks), so an upgraded package re-decodes.
 */
export function hashOfDecodingRun(entry: string): Hash {
  const hash = hashOfCodeRun(entry);
  const { acousticModel, dictionary } = modelPaths();
  for (const file of readdirSync(acousticModel).sort()) hash.update(file).update(readFileSync(`${acousticModel}/${file}`));
  const espeak = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  return hash.update(readFileSync(dictionary)).update(espeak.error ? 'no espeak-ng' : espeak.stdout);
}
