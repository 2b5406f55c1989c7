import { z } from 'zod';
import { RestAnalyzeAccentDocument } from '../../generated/graphql.ts';
import { typeError } from '../checks.ts';
import { restRoute } from '../rest-route.ts';

export const accentLabRoutes = [
  restRoute({
    method: 'POST',
    path: '/api/accent-analysis',
    feature: 'accent-lab',
    access: 'signed-in',
    largeBody: true,
    body: z
      .object({
        exerciseId: z.string(typeError('exerciseId', 'the id of a lab exercise')),
        audioRecordingUrl: z.string(typeError('audioRecordingUrl', 'the base64 part of a WAV data URL')),
        targetSounds: z.array(z.string(), typeError('targetSounds', 'a list holding the exercise sound')).max(10, { error: 'targetSounds holds one sound' }),
      })
      .strict(),
    run: async (call) => {
      const { exerciseId, audioRecordingUrl, targetSounds } = call.body;
      const { analyzeAccent } = await call.graphql(RestAnalyzeAccentDocument, { exerciseId, audio: audioRecordingUrl, targetSounds });
      return { json: { accuracyScore: analyzeAccent.accuracyScore } };
    },
  }),
];
