import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkGraph, formatBundleTable, measurePages, overBudget, type Manifest } from './bundle-size.ts';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Page.tsx', 'src/Other.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_graphql.js': { file: 'assets/graphql.js', imports: ['_react.js'] },
  'src/Page.tsx': { file: 'assets/page.js', imports: ['_graphql.js', '_react.js'], dynamicImports: ['src/Other.tsx'] },
  'src/Other.tsx': { file: 'assets/other.js', imports: ['_graphql.js'] },
};

describe('the JavaScript a page downloads', () => {
  it('is the entry and its static imports when the route loads nothing lazily', () => {
    expect(chunkGraph(MANIFEST, [])).toEqual(['index.html', '_react.js']);
  });

  it("adds the route's lazy chunks and their static imports, each once, not their own dynamic imports", () => {
    expect(chunkGraph(MANIFEST, ['src/Page.tsx'])).toEqual(['index.html', 'src/Page.tsx', '_react.js', '_graphql.js']);
  });

  it('names a route module missing from the build', () => {
    expect(() => chunkGraph(MANIFEST, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not a chunk of this build');
  });

  it('sums the gzip sizes of the built files and flags a page over its budget', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const contents: Record<string, string> = {};
    for (const { file } of Object.values(MANIFEST)) {
      contents[file] = `export const text = ${JSON.stringify(file.repeat(500))};`;
      writeFileSync(join(dist, file), contents[file]);
    }
    const gzip = (file: string) => gzipSync(contents[file]!).length;

    const sizes = measurePages(dist, [
      { page: 'landing', lazy: [], budgetKiB: 1 },
      { page: 'screen', lazy: ['src/Page.tsx'], budgetKiB: 0.001 },
    ]);

    expect(sizes.map((s) => s.gzipBytes)).toEqual([
      gzip('assets/index.js') + gzip('assets/react.js'),
      gzip('assets/index.js') + gzip('assets/page.js') + gzip('assets/react.js') + gzip('assets/graphql.js'),
    ]);
    expect(overBudget(sizes).map((s) => s.page)).toEqual(['screen']);
    expect(formatBundleTable(sizes)).toMatch(/screen\s+4\s+[\d.]+\s+OVER 0.001/);
  });

  it('tells how to get a manifest when the frontend is not built', () => {
    expect(() => measurePages(join(tmpdir(), 'no-such-dist'))).toThrow('build the frontend first');
  });
});
