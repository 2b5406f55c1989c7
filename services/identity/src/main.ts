import { runSubgraph } from '@juba/platform/subgraph';
import { identitySubgraph } from './subgraph.ts';

await runSubgraph(identitySubgraph);
