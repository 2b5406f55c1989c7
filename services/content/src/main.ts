import { runSubgraph } from '@juba/shared/subgraph';
import { contentSubgraph } from './subgraph.ts';

await runSubgraph(contentSubgraph);
