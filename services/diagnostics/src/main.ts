import { runSubgraph } from '@juba/shared/subgraph';
import { diagnosticsSubgraph } from './subgraph.ts';

await runSubgraph(diagnosticsSubgraph);
