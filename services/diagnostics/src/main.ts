import { runSubgraph } from '@juba/platform/subgraph';
import { diagnosticsSubgraph } from './subgraph.ts';

await runSubgraph(diagnosticsSubgraph);
