// Writes infra/k8s/base/ from manifests.ts: `tsx infra/k8s/generate.ts`. Run it after adding a
// subgraph, a queue or a setting; k8s.test.ts fails while the committed base differs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { baseYaml } from './render.ts';

const dir = fileURLToPath(new URL('./base/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(baseYaml())) writeFileSync(`${dir}${file}`, text);
console.log(`wrote ${Object.keys(baseYaml()).length} files to ${dir}`);
