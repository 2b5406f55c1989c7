/// <reference types="node" />
/**
 * Builds the SPA when its sources changed and starts the whole local default
 * on the end-to-end layout (infra/stack), then hands the tests where to find it.
 */
import type { TestProject } from 'vitest/node';
import { readSeedAccounts } from '../../infra/stack/data-stores.ts';
import { ensureFrontendBuilt } from '../../infra/stack/frontend-build.ts';
import { REPO_ROOT, startAppStack } from '../../infra/stack/start-stack.ts';
import { CONVERSATION_THEMES, CONVERSATION_THEME_LABELS } from '@juba/contracts/conversation';
import { createOfflineProvider, detectCorrections, type PlanActivityRequest, type TutorTurn } from '@juba/ai-provider';
import { chatCompletion, httpError, startChatServer, streamedCompletion, type Responder } from '@juba/ai-provider/testing-server';
import './support/provided.ts';

const MODEL_LATENCY_MS = 1_500;
/** A tutor reply streams in small pieces, slowly enough for a person (or a test) to watch it being written. */
const TUTOR_STREAM = { chunkSize: 6, delayMs: 40 };

export default async function setup(project: TestProject) {
  const started = Date.now();
  const build = await ensureFrontendBuilt(REPO_ROOT);
  const ai = await startSlowModel();
  const stack = await startAppStack({
    name: 'e2e',
    processEnv: {
      workers: { AI_BASE_URL: ai.baseURL, AI_API_KEY: 'e2e', AI_TIMEOUT_MS: '20000' },
      ai: { AI_BASE_URL: ai.baseURL, AI_API_KEY: 'e2e', AI_TIMEOUT_MS: '20000' },
    },
    portBase: Number(process.env.JUBA_E2E_PORT_BASE ?? 4600),
    databaseUrl: process.env.JUBA_E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_e2e',
    redisUrl: process.env.JUBA_E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/15',
  });
  const accounts = await readSeedAccounts(REPO_ROOT);
  console.log(`[e2e] stack ready at ${stack.appOrigin} in ${((Date.now() - started) / 1000).toFixed(1)} s (frontend ${build}; logs in ${stack.logDir})`);
  project.provide('juba', { appOrigin: stack.appOrigin, idpIssuer: stack.idpIssuer, accounts, logDir: stack.logDir, opsPorts: stack.opsPorts });
  return async () => {
    await stack.stop();
    await ai.close();
  };
}

/**
 * The AI service and the workers talk through the real OpenAI client to an
 * OpenAI-compatible server on loopback that answers like a model: the tutor's
 * replies stream (written by the offline tutor, so its corrections are known),
 * and so do the Socratic partner's questions (socraticQuestion below),
 * handouts and the adaptive plan's activities (the offline generator's, for
 * the plan and learner the prompt sends) come after a while. Anything else is refused, so its caller's own
 * fallback answers. The offline provider alone finishes in milliseconds, too
 * fast for a person (or a test) to watch progress or a reply being written.
 */
async function startSlowModel() {
  const offline = createOfflineProvider();
  const answerLikeAModel: Responder = async (req, res) => {
    const messages = (req.body?.messages ?? []) as { role: string; content: string }[];
    const system = messages.find((m) => m.role === 'system')?.content ?? '';
    if (system.includes('conversation tutor')) {
      const theme = CONVERSATION_THEMES.find((t) => system.includes(`Conversation theme: ${CONVERSATION_THEME_LABELS[t]}.`)) ?? 'travel';
      const history = messages
        .filter((m) => m.role !== 'system')
        .map((m): TutorTurn => ({ role: m.role === 'assistant' ? 'tutor' : 'learner', text: m.content }));
      const reply = await offline.replyToLearner({ theme, level: 'intermediate', history }, {});
      const written = JSON.stringify({ reply: reply.text, corrections: reply.corrections, glossary: reply.translations });
      return req.body?.stream ? streamedCompletion(written, TUTOR_STREAM)(req, res) : chatCompletion(written)(req, res);
    }
    if (system.includes('Socratic partner of Juba')) {
      const written = JSON.stringify(socraticQuestion(messages.findLast((m) => m.role === 'user')?.content ?? ''));
      return req.body?.stream ? streamedCompletion(written, TUTOR_STREAM)(req, res) : chatCompletion(written)(req, res);
    }
    const asked = messages.find((m) => m.role === 'user')?.content ?? '';
    if (system.includes('adaptive plan of Juba')) {
      const { level, recentMistakes, ...plan } = JSON.parse(asked.slice(asked.indexOf('{'))) as PlanActivityRequest['plan'] &
        Pick<PlanActivityRequest, 'level' | 'recentMistakes'>;
      const activities = await offline.generatePlanActivities({ plan, level, recentMistakes, servedTemplateIds: [] }, {});
      const written = JSON.stringify({ activities: activities.map(({ templateId: _template, route: _route, ...activity }) => activity) });
      return void setTimeout(() => chatCompletion(written)(req, res), MODEL_LATENCY_MS);
    }
    const level = (['basico', 'intermediario', 'avancado'] as const).find((l) => asked.includes(`"${l}"`));
    if (!level) return httpError(503, 'the e2e model only writes tutor replies, handouts and plan activities')(req, res);
    const material = await offline.generateHandout(level, {});
    setTimeout(() => chatCompletion(JSON.stringify(material))(req, res), MODEL_LATENCY_MS);
  };
  return startChatServer(Array.from({ length: 400 }, () => answerLikeAModel));
}

/**
 * A Socratic question on the learner's last answer, as a model would ask it:
 * its last few words quoted back (so a test can see the question build on
 * them), and the first mistake the offline tutor's rules find in it.
 */
function socraticQuestion(answer: string) {
  const lastWords = answer
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(-4)
    .join(' ');
  return {
    reply: `Why does "${lastWords}" matter so much to you?`,
    corrections: detectCorrections(answer).slice(0, 1),
    glossary: [{ word: 'matter', translation: 'importar' }],
  };
}
