import { runSubgraph } from '@juba/shared/subgraph';
import { aiSubgraph } from './subgraph.ts';

await runSubgraph(aiSubgraph);
