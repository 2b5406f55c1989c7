import { runSubgraph } from '@juba/platform/subgraph';
import { aiSubgraph } from './subgraph.ts';

await runSubgraph(aiSubgraph);
