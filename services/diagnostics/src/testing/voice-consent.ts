import { randomUUID } from 'node:crypto';
import { testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { DiagnosticsDb } from '../db.ts';
import { grantVoiceConsent } from '../voice-consent/store.ts';

/** A learner who accepted the voice notice, as every recording needs (voice-consent/). */
export async function consentingLearner(db: DiagnosticsDb, userId: string = randomUUID()): Promise<string> {
  await grantVoiceConsent(db, userId);
  return userId;
}

/** `testViewer()`, having accepted the voice notice. */
export async function consentingViewer(db: DiagnosticsDb): Promise<Viewer> {
  const viewer = testViewer();
  await consentingLearner(db, viewer.userId);
  return viewer;
}
