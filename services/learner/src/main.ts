import { runSubgraph } from '@juba/platform/subgraph';
import { learnerSubgraph } from './subgraph.ts';

await runSubgraph(learnerSubgraph);
