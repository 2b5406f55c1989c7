import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ApolloLink } from '@apollo/client';
import { AppRoutes } from '../../AppRoutes.tsx';
import { dailyPlan, learnerGateway } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { CHALLENGES, completion } from './fixtures.ts';

type Input = Parameters<typeof completion>[0];

/** The gateway for /challenges: today's plan features the job interview; completions are accepted. */
function gateway() {
  const plan = dailyPlan();
  plan.challengeActivity.challengeId = 'job-interview';
  return learnerGateway({ plan })
    .on('Challenges', () => ({ data: { challenges: CHALLENGES } }))
    .on('CompleteChallenge', (variables) => ({ data: { completeChallenge: completion(variables['input'] as Input) } }));
}

async function open(link = gateway()) {
  renderApp(<AppRoutes />, { path: '/challenges', link });
  await screen.findByRole('heading', { name: 'All Challenges' });
  return link;
}

/** Fake clock from the start: the countdown's interval is installed on a faked setInterval. */
function fakeClock() {
  vi.useFakeTimers();
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const clock = () => screen.getByRole('timer', { name: 'Time left' }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const completeButton = () => screen.getByRole('button', { name: 'Complete Challenge' }) as HTMLButtonElement;
const inputsSent = (link: ReturnType<typeof gateway>) => link.callsOf('CompleteChallenge').map((call) => call.variables['input']);

describe('challenge zone: list', () => {
  it("features today's challenge and lists the four with duration, difficulty and a start button", async () => {
    await open();
    const featured = screen.getByRole('region', { name: 'Job Interview' });
    expect(within(featured).getByText('A recruiter in Austin asks you to tell her about yourself.')).toBeVisible();
    expect(within(featured).getByRole('button', { name: 'Start Now: Job Interview' })).toBeVisible();

    const cards = within(screen.getByRole('region', { name: 'All Challenges' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Startup Pitch',
      'Job Interview',
      'Tech Presentation',
      'Casual Debate',
    ]);
    expect(cards.map((card) => within(card).getByText(/min$/).textContent)).toEqual(['3 min', '5 min', '7 min', '4 min']);
    expect(cards.map((card) => within(card).getByText(/^(Hard|Medium)$/).textContent)).toEqual(['Hard', 'Medium', 'Hard', 'Medium']);
    expect(within(cards[0]!).getByText('Convince an investor in three minutes.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Start Challenge: / })).toHaveLength(4);
  });

  it("features the first challenge when today's plan cannot be read", async () => {
    await open(gateway().on('DailyPlan', () => new Error('learner service down')));
    expect(screen.getByRole('button', { name: 'Start Now: Startup Pitch' })).toBeVisible();
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    let fail = true;
    const link = gateway().on('Challenges', () => (fail ? new Error('learner service down') : { data: { challenges: CHALLENGES } }));
    renderApp(<AppRoutes />, { path: '/challenges', link });
    expect(screen.getByRole('status').textContent).toContain('Loading challenges...');
    expect(await screen.findByText('We could not load the challenges right now.')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'All Challenges' })).toBeVisible();
  });
});

describe('challenge zone: running', () => {
  it('counts down from duration x 60 seconds, one second at a time, with the scenario and the checklist', async () => {
    const user = fakeClock();
    await open();
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Startup Pitch' }));
    expect(clock()).toBe('03:00');
    expect(screen.getByText('You have three minutes with an investor in an elevator in San Francisco.')).toBeVisible();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(CHALLENGES[0]!.requirements);

    await tick(999);
    expect(clock()).toBe('03:00');
    await tick(1);
    expect(clock()).toBe('02:59');
    await tick(1000);
    expect(clock()).toBe('02:58');
    await tick(58_000);
    expect(clock()).toBe('02:00');
  });

  it('checklist items toggle with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Start Now: Job Interview' }));
    const first = screen.getByRole('checkbox', { name: 'Introduce yourself' }) as HTMLInputElement;
    await user.click(first);
    expect(first.checked).toBe(true);
    expect(screen.getByText('(1 of 4 covered)')).toBeVisible();
    await user.click(first);
    expect(first.checked).toBe(false);
    screen.getByRole('checkbox', { name: 'Ask a question' }).focus();
    await user.keyboard(' ');
    expect((screen.getByRole('checkbox', { name: 'Ask a question' }) as HTMLInputElement).checked).toBe(true);
  });

  it('completes on its own at 0, once, with the full duration', async () => {
    const user = fakeClock();
    const link = await open();
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Startup Pitch' }));
    await user.click(screen.getByRole('checkbox', { name: 'State the problem' }));

    await tick(179_000);
    expect(clock()).toBe('00:01');
    expect(link.callsOf('CompleteChallenge')).toHaveLength(0);
    await tick(1000);

    expect(inputsSent(link)).toEqual([
      {
        challengeType: 'pitch',
        scenario: 'You have three minutes with an investor in an elevator in San Francisco.',
        score: 25,
        feedback: 'Keep practicing! Focus on the key requirements for better results.',
        duration: 180,
      },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Challenge Complete!');
    expect(screen.getByRole('heading', { name: 'All Challenges' })).toBeVisible();
    await tick(10_000);
    expect(link.callsOf('CompleteChallenge')).toHaveLength(1);
  });

  it('completes by hand with the score, feedback and time spent, refreshes the progress, and clears the checklist', async () => {
    const user = fakeClock();
    const link = await open();
    expect(link.callsOf('TopBarProgress')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Start Now: Job Interview' }));
    for (const name of ['Introduce yourself', 'Describe one achievement', 'Explain why you want this job']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await tick(65_000);
    await user.click(completeButton());

    expect(inputsSent(link)).toEqual([
      {
        challengeType: 'interview',
        scenario: 'A recruiter in Austin asks you to tell her about yourself.',
        score: 75,
        feedback: 'Good job! Focus on covering more key requirements next time.',
        duration: 65,
      },
    ]);
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Challenge Complete!')).toBeVisible();
    expect(within(toast).getByText('Score: 75%. Good job! Focus on covering more key requirements next time.')).toBeVisible();
    // The top bar's streak and flow points are read again.
    await vi.waitFor(() => expect(link.callsOf('TopBarProgress')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Start Now: Job Interview' }));
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(clock()).toBe('05:00');
  });

  it('reports at least 1 second and every band of feedback', async () => {
    const user = userEvent.setup();
    const link = await open();
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Casual Debate' }));
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(completeButton());
    expect(inputsSent(link)).toEqual([
      expect.objectContaining({
        challengeType: 'debate',
        score: 100,
        duration: 1,
        feedback: 'Excellent performance! You covered all key points with confidence.',
      }),
    ]);
  });

  it('cannot be sent twice while saving', async () => {
    const answer = new Subject<ApolloLink.Result>();
    const link = gateway().on('CompleteChallenge', () => answer);
    const user = userEvent.setup();
    await open(link);
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Tech Presentation' }));
    await user.click(completeButton());
    expect(completeButton().disabled).toBe(true);
    await user.click(completeButton());
    expect(link.callsOf('CompleteChallenge')).toHaveLength(1);

    act(() => {
      answer.next({ data: { completeChallenge: { __typename: 'ChallengeCompletion', id: 'c-1', score: 0, flowPoints: 0 } } });
      answer.complete();
    });
    expect(await screen.findByRole('heading', { name: 'All Challenges' })).toBeVisible();
  });

  it('a failed save shows the error toast and keeps the challenge open to try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const link = gateway().on('CompleteChallenge', (variables) =>
      fail ? new Error('learner service down') : { data: { completeChallenge: completion(variables['input'] as Input) } },
    );
    const user = userEvent.setup();
    await open(link);
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Startup Pitch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Name your customer' }));
    await user.click(completeButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeVisible();
    expect(within(toast).getByText('Failed to save challenge completion.')).toBeVisible();
    expect((screen.getByRole('checkbox', { name: 'Name your customer' }) as HTMLInputElement).checked).toBe(true);
    expect(completeButton().disabled).toBe(false);
    expect(warn).toHaveBeenCalled();

    fail = false;
    await user.click(completeButton());
    expect(await screen.findByRole('heading', { name: 'All Challenges' })).toBeVisible();
    expect(link.callsOf('CompleteChallenge')).toHaveLength(2);
  });
});
