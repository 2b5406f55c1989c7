import { linguisticDiagnosticSubmission } from '@juba/contracts/linguistic-diagnostic-submission';
import { RestSubmitLinguisticDiagnosticDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

export const linguisticDiagnosticRoutes = [
  restRoute({
    method: 'POST',
    path: '/api/linguistic-diagnostic',
    feature: 'linguistic-diagnostic',
    access: 'signed-in',
    // The shape: the diagnostics subgraph scores the answers again and refuses results they do not give (BAD_USER_INPUT answers 400).
    body: linguisticDiagnosticSubmission,
    run: async (call) => ({ json: (await call.graphql(RestSubmitLinguisticDiagnosticDocument, { input: call.body })).submitLinguisticDiagnostic }),
  }),
];
