import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRequest, startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const signedIn = () => stack.issuer.token({ sub: `learner-${randomUUID()}` });
const complete = (token: string | undefined, body: unknown) => restRequest(stack, 'POST', '/api/challenges/complete', { token, body });
const progressOf = async (token: string) => (await restRequest(stack, 'GET', '/api/progress', { token })).body;

const interview = {
  challengeType: 'interview',
  scenario: 'You are interviewing at an American tech company. Introduce yourself and answer: why should we hire you?',
  score: 100,
  feedback: 'Excellent performance! You covered all key points with confidence.',
  duration: 240,
};

describe('POST /api/challenges/complete', () => {
  it('answers 401 without a token', async () => {
    const res = await complete(undefined, interview);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('stores the completion and answers it, with the progress already updated', async () => {
    const token = await signedIn();
    const res = await complete(token, interview);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), ...interview, flowPoints: 50, completedAt: expect.any(String) });
    const progress = await progressOf(token);
    expect(progress).toMatchObject({ challengesCompleted: 1, flowPoints: 50, totalMinutes: 4, currentStreak: 1, speakingLevel: 100 });
    expect(progress.recentActivity).toEqual([
      expect.objectContaining({ id: `challenge-${res.body.id}`, kind: 'challenge', title: 'Desafio: Job Interview', minutes: 4 }),
    ]);
  });

  it('rejects bad input with 400 and a message a person can act on, and records nothing', async () => {
    const token = await signedIn();
    const { duration: _duration, ...withoutDuration } = interview;
    const cases = [
      [{ ...interview, challengeType: 'karaoke' }, /challengeType "karaoke" is unknown; it must be one of: pitch, interview, presentation, debate/],
      [{ ...interview, score: 101 }, /score must be a number from 0 to 100 \(got 101\)/],
      [{ ...interview, score: -1 }, /score must be a number from 0 to 100 \(got -1\)/],
      [{ ...interview, score: 'abc' }, /score: score must be a number/],
      [{ ...interview, duration: 301 }, /duration must be a whole number of seconds from 1 to 300: the Job Interview lasts 5 minutes/],
      [{ ...interview, duration: 12.5 }, /duration: duration must be a whole number of seconds/],
      [{ ...interview, scenario: '  ' }, /scenario must not be empty/],
      [withoutDuration, /duration: duration is required/],
      [{ ...interview, challengeId: 'job-interview' }, /challengeId/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await complete(token, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    const progress = await progressOf(token);
    expect(progress).toMatchObject({ challengesCompleted: 0, flowPoints: 0, totalMinutes: 0 });
    expect(progress.recentActivity).toEqual([]);
  });
});
