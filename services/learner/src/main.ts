import { runSubgraph } from '@juba/shared/subgraph';
import { learnerSubgraph } from './subgraph.ts';

await runSubgraph(learnerSubgraph);
