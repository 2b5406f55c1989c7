import { runSubgraph } from '@juba/platform/subgraph';
import { contentSubgraph } from './subgraph.ts';

await runSubgraph(contentSubgraph);
