import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AVAILABLE_TIMES, DEFAULT_AVAILABLE_TIME, INTERESTS } from '@juba/contracts/learning-profile-options';
import { AppRoutes } from '../../AppRoutes.tsx';
import { learnerGateway, learningProfile } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }) as HTMLInputElement;
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

function saving(
  profileAfter = learningProfile({
    englishLevel: 'advanced',
    primaryGoal: 'travel',
    interests: ['Surfing', 'Books'],
    availableTime: 30,
    learningStyle: 'kinesthetic',
  }),
) {
  return learnerGateway({ profile: null }).on('SaveLearningProfile', () => ({ data: { saveLearningProfile: profileAfter } }));
}

async function open(link = saving()) {
  renderApp(<AppRoutes />, { path: '/onboarding', link });
  await screen.findByRole('heading', { name: 'English Level' });
  return link;
}

describe('onboarding', () => {
  it('step 1: the three levels, "1 of 5", Previous disabled and Continue only once a level is chosen', async () => {
    const user = userEvent.setup();
    await open();
    expect(screen.getByText('1 of 5')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' }).getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.querySelector('span > span')!.textContent)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Continue').disabled).toBe(true);
    await user.click(radio('Intermediate'));
    expect(button('Continue').disabled).toBe(false);
  });

  it('walks the five steps with their gating and submits the profile, then goes to the dashboard', async () => {
    const user = userEvent.setup();
    const link = await open();

    await user.click(radio('Advanced'));
    await user.click(button('Continue'));
    expect(stepTitle()).toBe('Goals');
    expect(screen.getByText('2 of 5')).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.querySelector('span > span')!.textContent)).toEqual([
      'Business Communication',
      'Social Conversations',
      'Academic/Technical',
      'Travel & Culture',
    ]);
    expect(button('Continue').disabled).toBe(true);
    await user.click(radio('Travel & Culture'));
    await user.click(button('Continue'));

    expect(stepTitle()).toBe('Interests');
    const chips = screen.getAllByRole('button', { pressed: false });
    expect(chips.map((c) => c.textContent)).toEqual([...INTERESTS]);
    expect(button('Continue').disabled).toBe(true);
    await user.click(button('Surfing'));
    expect(button('Continue').disabled).toBe(false);
    await user.click(button('Surfing'));
    expect(button('Continue').disabled).toBe(true);
    await user.click(button('Surfing'));
    await user.click(button('Books'));
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.click(button('Continue'));

    expect(stepTitle()).toBe('Schedule');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(AVAILABLE_TIMES.map((minutes) => `${minutes} minutes`));
    expect(radio(`${DEFAULT_AVAILABLE_TIME} minutes`).checked).toBe(true);
    expect(button('Continue').disabled).toBe(false);
    await user.click(radio('30 minutes'));
    await user.click(button('Continue'));

    expect(stepTitle()).toBe('Learning Style');
    expect(screen.getByText('5 of 5')).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.querySelector('span > span')!.textContent)).toEqual(['Visual', 'Auditory', 'Hands-on']);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(button('Complete Setup').disabled).toBe(true);
    await user.click(radio('Hands-on'));
    await user.click(button('Complete Setup'));

    expect(await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ })).toBeVisible();
    expect(link.callsOf('SaveLearningProfile')[0]!.variables).toEqual({
      input: { englishLevel: 'advanced', primaryGoal: 'travel', interests: ['Surfing', 'Books'], availableTime: 30, learningStyle: 'kinesthetic' },
    });
    // The toast is one status among others (the dashboard's metrics may still be loading).
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(expect.stringContaining('Profile Created!'));
    // The saved profile replaced the cached null: the dashboard did not send the learner to /learning-path.
    expect(link.callsOf('LearningProfile')).toHaveLength(1);
  });

  it('Previous goes back and keeps the answers', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(radio('Beginner'));
    await user.click(button('Continue'));
    await user.click(radio('Social Conversations'));
    await user.click(button('Previous'));
    expect(stepTitle()).toBe('English Level');
    expect(radio('Beginner').checked).toBe(true);
    await user.click(button('Continue'));
    expect(radio('Social Conversations').checked).toBe(true);
  });

  it('starts from the profile the learner already has', async () => {
    const user = userEvent.setup();
    const profile = learningProfile({
      englishLevel: 'beginner',
      primaryGoal: 'academic',
      interests: ['History'],
      availableTime: 60,
      learningStyle: 'auditory',
    });
    await open(learnerGateway({ profile }));
    expect(radio('Beginner').checked).toBe(true);
    await user.click(button('Continue'));
    expect(radio('Academic/Technical').checked).toBe(true);
    await user.click(button('Continue'));
    expect(button('History').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Continue'));
    expect(radio('60 minutes').checked).toBe(true);
    await user.click(button('Continue'));
    expect(radio('Auditory').checked).toBe(true);
    expect(button('Complete Setup').disabled).toBe(false);
  });

  it('a profile from the diagnostic alone fills only the level', async () => {
    const user = userEvent.setup();
    await open(
      learnerGateway({
        profile: learningProfile({ englishLevel: 'advanced', primaryGoal: null, interests: [], learningStyle: null, onboardingCompleted: false }),
      }),
    );
    expect(radio('Advanced').checked).toBe(true);
    await user.click(button('Continue'));
    expect(button('Continue').disabled).toBe(true);
  });

  it('a failed save shows the error toast and stays on the last step', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await open(learnerGateway({ profile: learningProfile() }).on('SaveLearningProfile', () => new Error('learner service down')));
    for (let i = 0; i < 4; i++) await user.click(button('Continue'));
    await user.click(button('Complete Setup'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeVisible();
    expect(within(toast).getByText('Failed to create learning profile. Please try again.')).toBeVisible();
    expect(stepTitle()).toBe('Learning Style');
    expect(warn).toHaveBeenCalled();
  });
});
