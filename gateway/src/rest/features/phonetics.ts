import { z } from 'zod';
import {
  RestPhoneticExercisesDocument,
  RestPhoneticSessionDocument,
  RestPhoneticSessionsDocument,
  RestRequestPhoneticAnalysisDocument,
} from '../../generated/graphql.ts';
import { typeError } from '../checks.ts';
import { answerWhenJobEnds } from '../job-answer.ts';
import { restRoute } from '../rest-route.ts';

export const phoneticsRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/phonetic-sessions',
    feature: 'phonetics',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestPhoneticSessionsDocument)).phoneticSessions }),
  }),
  restRoute({
    method: 'GET',
    path: '/api/phonetic-exercises',
    feature: 'phonetics',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestPhoneticExercisesDocument)).phoneticExercises }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/phonetic-analysis',
    feature: 'phonetics',
    access: 'signed-in',
    largeBody: true,
    // The shape only: the diagnostics subgraph checks the text and the recording (its BAD_USER_INPUT answers 400).
    body: z.object({ audioData: z.string(typeError('audioData', 'a data URL of audio/wav')), targetText: z.string(typeError('targetText', 'text')) }).strict(),
    run: async (call) => {
      const { requestPhoneticAnalysis } = await call.graphql(RestRequestPhoneticAnalysisDocument, call.body);
      return answerWhenJobEnds(call, {
        jobId: requestPhoneticAnalysis.id,
        read: async () => (await call.graphql(RestPhoneticSessionDocument, { id: requestPhoneticAnalysis.id })).phoneticSession,
        result: (session) => session.analysis ?? undefined,
        failureMessage: 'Não foi possível analisar sua pronúncia. Tente novamente.',
        timeoutMessage: 'A análise de pronúncia demorou demais. Tente novamente em alguns instantes.',
      });
    },
  }),
];
