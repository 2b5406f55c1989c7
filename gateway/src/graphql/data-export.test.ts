import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobUpdate } from '@juba/contracts/jobs';
import { askSubgraphs, dataExportJob } from '@juba/identity/jobs';
import { parseSubgraphEnv } from '@juba/platform/subgraph';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { graphqlRequest, startStack, type Stack } from '../testing/stack.ts';
import { grantVoiceConsent } from '../testing/voice-consent.ts';

// No worker runs here: the export's job is run below, against the stack's own subgraphs.
useSuiteEnv({ JOB_QUEUE_PREFIX: `test-data-export-${randomUUID()}` });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

async function learnerWithData() {
  const userId = `export-${randomUUID()}`;
  const token = await stack.issuer.token({ sub: userId });
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await graphqlRequest(stack, query, variables, token);
    if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  await call('{ me { id } }');
  await call('mutation P($input: LearningProfileInput!) { saveLearningProfile(input: $input) { englishLevel } }', {
    input: { englishLevel: 'intermediate', primaryGoal: 'travel', interests: ['History'], availableTime: 10, learningStyle: 'visual' },
  });
  await call('mutation W($input: DictionaryWordInput!) { addDictionaryWord(input: $input) { id } }', { input: { word: `house` } });
  await call('mutation { startConversation(theme: travel) { id } }');
  await grantVoiceConsent(stack, token);
  return { userId, token, call };
}

/** The job as a worker runs it, asking the stack's subgraphs for their parts. */
async function runExportJob(exportId: string, userId: string) {
  const updates: JobUpdate[] = [];
  const handler = dataExportJob.createHandler({
    databaseUrl: process.env.DATABASE_URL!,
    publisher: { publish: async (_channel: string, message: string) => void updates.push(JSON.parse(message) as JobUpdate) } as never,
    activities: { record: async () => {} },
    log: { info: () => {}, warn: () => {}, error: console.error },
    askServicePart: askSubgraphs({ internalSecret: parseSubgraphEnv().INTERNAL_SECRET, urls: stack.config.subgraphs }),
  });
  await handler.process({ id: exportId, name: dataExportJob.names[0], data: { exportId, userId }, attemptsMade: 0, opts: { attempts: 3 } } as never);
  await handler.close();
  return updates;
}

describe("'Baixar meus dados' across the services", () => {
  it('gathers every service’s part through its own API into one file the owner downloads, with none of another learner’s rows', async () => {
    const ana = await learnerWithData();
    const bia = await learnerWithData();
    const { requestDataExport } = await ana.call('mutation { requestDataExport { id status } }');
    expect(requestDataExport.status).toBe('PENDING');

    const updates = await runExportJob(requestDataExport.id, ana.userId);
    expect(updates.at(-1)).toMatchObject({ status: 'COMPLETED', userId: ana.userId });

    const { dataExportFile } = await ana.call('query F($id: ID!) { dataExportFile(id: $id) }', { id: requestDataExport.id });
    const file = JSON.parse(dataExportFile) as Record<string, any>;
    expect(Object.keys(file)).toEqual(['README', 'identity', 'learner', 'diagnostics', 'content', 'ai']);
    expect(file.identity.user).toMatchObject({ id: ana.userId });
    expect(file.learner.learningProfile).toMatchObject({ userId: ana.userId, englishLevel: 'intermediate' });
    expect(file.learner.dictionary).toEqual([expect.objectContaining({ word: 'house' })]);
    expect(file.diagnostics.voiceConsent).toMatchObject({ userId: ana.userId, revokedAt: null });
    expect(file.ai.conversations).toEqual([expect.objectContaining({ userId: ana.userId, messages: expect.any(Array) })]);
    expect(file.content.handouts).toEqual([]);
    for (const section of ['learner.learningProfile', 'diagnostics.phoneticSessions', 'ai.conversations', 'content.handouts'])
      expect(file.README.secoes[section], section).toEqual(expect.any(String));
    expect(dataExportFile).not.toContain(bia.userId);

    const other = await bia.call('query F($id: ID!) { dataExportFile(id: $id) }', { id: requestDataExport.id });
    expect(other.dataExportFile, 'the file is its owner’s only').toBeNull();
  });
});
