import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PRACTICE_FLOW_POINTS_PER_MINUTE, practiceMinutes } from '@juba/contracts/practice';
import { codeOf, testViewer } from '@juba/platform/testing/subgraph';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';

/** 2026-07-14, 10:00 in São Paulo. */
const NOW = new Date('2026-07-14T13:00:00Z');
const { run, stop } = startLearnerSubgraph(NOW);
afterAll(stop);

const RECORD = 'mutation Record($input: PracticeInput!) { recordPractice(input: $input) { id kind title minutes flowPoints occurredAt } }';
const PROGRESS = 'query { progress { flowPoints totalMinutes currentStreak dailyGoal { minutesToday } recentActivity { id kind title minutes flowPoints } } }';

const practice = (module: string, minutes: number, practiceId: string = randomUUID()) => ({ input: { practiceId, module, minutes } });

describe('recording a finished practice run', () => {
  it('refuses callers who are not signed in', async () => {
    expect(codeOf(await run(RECORD, practice('warmup', 1), null))).toBe('UNAUTHENTICATED');
  });

  it('adds its minutes and flow points to progress at once, as practice in the recent activity', async () => {
    const viewer = testViewer();
    const { data, errors } = await run(RECORD, practice('socratic', 12), viewer);
    expect(errors).toBeUndefined();
    expect(data?.recordPractice).toMatchObject({
      kind: 'practice',
      title: 'Diálogo Socrático',
      minutes: 12,
      flowPoints: 12 * PRACTICE_FLOW_POINTS_PER_MINUTE,
      occurredAt: NOW.toISOString(),
    });

    await run(RECORD, practice('warmup', 1), viewer);
    await run(RECORD, practice('cooldown', 5), viewer);
    const progress = (await run(PROGRESS, {}, viewer)).data?.progress;
    expect(progress).toMatchObject({ totalMinutes: 18, flowPoints: 18 * PRACTICE_FLOW_POINTS_PER_MINUTE, currentStreak: 1, dailyGoal: { minutesToday: 18 } });
    expect(progress.recentActivity.map((a: { title: string; minutes: number; kind: string }) => [a.kind, a.title, a.minutes])).toEqual(
      expect.arrayContaining([
        ['practice', 'Diálogo Socrático', 12],
        ['practice', 'Warm-up musical', 1],
        ['practice', 'Cool-down', 5],
      ]),
    );
  });

  it('counts a run sent twice once, answering the first recording', async () => {
    const viewer = testViewer();
    const practiceId = randomUUID();
    const first = (await run(RECORD, practice('warmup', 2, practiceId), viewer)).data?.recordPractice;
    const [again, altered] = await Promise.all([
      run(RECORD, practice('warmup', 2, practiceId), viewer),
      run(RECORD, practice('cooldown', 9, practiceId.toUpperCase()), viewer),
    ]);
    expect(again.data?.recordPractice).toEqual(first);
    expect(altered.data?.recordPractice).toEqual(first);
    expect((await run(PROGRESS, {}, viewer)).data?.progress).toMatchObject({ totalMinutes: 2, flowPoints: 2 * PRACTICE_FLOW_POINTS_PER_MINUTE });
  });

  it("keeps one learner's run apart from another's with the same id", async () => {
    const practiceId = randomUUID();
    const [a, b] = [testViewer(), testViewer()];
    await run(RECORD, practice('warmup', 3, practiceId), a);
    const { data } = await run(RECORD, practice('warmup', 4, practiceId), b);
    expect(data?.recordPractice.minutes).toBe(4);
    expect((await run(PROGRESS, {}, b)).data?.progress.totalMinutes).toBe(4);
  });

  it.each([
    ['warmup', 0, 'minutes deve ser um número inteiro de 1 a 15 para o warm-up (recebido: 0).'],
    ['warmup', 16, 'minutes deve ser um número inteiro de 1 a 15 para o warm-up (recebido: 16).'],
    ['cooldown', 31, 'minutes deve ser um número inteiro de 1 a 30 para o cool-down (recebido: 31).'],
    ['socratic', -5, 'minutes deve ser um número inteiro de 1 a 60 para um diálogo socrático (recebido: -5).'],
  ])('refuses %s with %i minutes in Portuguese, recording nothing', async (module, minutes, message) => {
    const viewer = testViewer();
    const result = await run(RECORD, practice(module, minutes), viewer);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect((await run(PROGRESS, {}, viewer)).data?.progress.totalMinutes).toBe(0);
  });

  it.each(['', 'not-a-uuid', 'x'.repeat(1000), '123'])('refuses the practice id %j', async (practiceId) => {
    const result = await run(RECORD, practice('socratic', 3, practiceId), testViewer());
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/^practiceId deve ser um UUID/);
  });

  it('refuses a module the schema does not name', async () => {
    const result = await run(RECORD, practice('karaoke', 3), testViewer());
    expect(result.errors?.[0]?.message).toMatch(/karaoke/);
  });
});

describe('practiceMinutes (the browser timer to the minutes it reports)', () => {
  it('rounds to whole minutes, at least one, at most the module cap', () => {
    expect(practiceMinutes('warmup', 40)).toBe(1);
    expect(practiceMinutes('cooldown', 5 * 60 + 20)).toBe(5);
    expect(practiceMinutes('socratic', 3 * 3600)).toBe(60);
    expect(practiceMinutes('warmup', Number.NaN)).toBe(1);
  });
});
