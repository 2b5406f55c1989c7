import { runSubgraph } from '@juba/shared/subgraph';
import { identitySubgraph } from './subgraph.ts';

await runSubgraph(identitySubgraph);
