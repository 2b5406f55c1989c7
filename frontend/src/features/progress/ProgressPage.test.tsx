import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { learnerGateway, learningProfile, progress } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';

async function open(link = learnerGateway()) {
  renderApp(<AppRoutes />, { path: '/progress', link });
  await screen.findByText('Day Streak');
  return link;
}

const section = (name: string) => screen.getByRole('region', { name });
const bar = (name: string, container: HTMLElement = document.body) => within(container).getByRole('progressbar', { name }).getAttribute('aria-valuenow');

describe('progress page', () => {
  it('shows the totals and the level from the profile', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible();
    expect(screen.getByText('Intermediate level')).toBeVisible();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Day Streak')).toBe('4');
    expect(screen.getByText('Best: 9 days')).toBeVisible();
    expect(value('Flow Points')).toBe('1320');
    expect(value('Minutes Practiced')).toBe('245');
    expect(value('Words Learned')).toBe('87');
    expect(value('Challenges Completed')).toBe('6');
  });

  it('draws the four skills from the measured values, rounded', async () => {
    await open();
    const skills = section('Skills');
    expect(['Speaking', 'Listening', 'Pronunciation', 'Vocabulary'].map((name) => bar(name, skills))).toEqual(['61', '80', '73', '90']);
    expect(within(skills).getByText('73%')).toBeVisible();
  });

  it('falls back to 65, 78, 72 and 85 only for skills without a value', async () => {
    await open(learnerGateway({ progress: progress({ speakingLevel: null, listeningLevel: null, pronunciationLevel: null, vocabularyLevel: 0 }) }));
    const skills = section('Skills');
    expect(['Speaking', 'Listening', 'Pronunciation', 'Vocabulary'].map((name) => bar(name, skills))).toEqual(['65', '78', '72', '0']);
  });

  it('lists the recent activity', async () => {
    await open();
    const items = within(section('Recent Activity')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Conversa: Travel & Culture');
    expect(items[0]!.textContent).toContain('Conversation');
    expect(items[0]!.textContent).toContain('10 min');
    expect(items[0]!.textContent).toContain('+30 FP');
    expect(within(items[0]!).getByText('Jun 7, 11:30 AM').getAttribute('dateTime')).toBe('2026-06-07T14:30:00.000Z');
  });

  it('says so when there is no activity yet', async () => {
    await open(learnerGateway({ progress: progress({ recentActivity: [] }) }));
    expect(within(section('Recent Activity')).getByText(/No activity yet/)).toBeVisible();
  });

  it("draws the week's minutes as a bar chart with a text alternative", async () => {
    await open();
    const chart = within(section('Weekly Progress')).getByRole('img', { name: 'Minutes practiced in the last 7 days' });
    const description = document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent;
    expect(description).toBe(
      'Mon 2026-06-01: 10 min; Tue 2026-06-02: 0 min; Wed 2026-06-03: 20 min; Thu 2026-06-04: 15 min; Fri 2026-06-05: 40 min; Sat 2026-06-06: 5 min; Sun 2026-06-07: 12 min',
    );
    const heights = [...chart.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(heights).toHaveLength(7);
    // The busiest day fills the plot; the others are in proportion.
    const tallest = Math.max(...heights);
    expect(heights[4]).toBe(tallest);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBe(Math.round(tallest / 2));
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent).filter((t) => /^[A-Z]/.test(t!))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('sets the daily and the weekly goal', async () => {
    await open();
    const goalsCard = section('Goals');
    expect(within(goalsCard).getByText('12 / 15 min')).toBeVisible();
    expect(bar('Daily goal', goalsCard)).toBe('80');
    expect(within(goalsCard).getByText('102 / 105 min')).toBeVisible();
    expect(bar('Weekly goal', goalsCard)).toBe('97');
  });

  it('separates earned achievements from locked ones', async () => {
    await open();
    const achievements = section('Achievements');
    const earned = within(achievements).getByRole('heading', { name: 'Earned (1)' }).nextElementSibling as HTMLElement;
    const locked = within(achievements).getByRole('heading', { name: 'Locked (2)' }).nextElementSibling as HTMLElement;
    expect(within(earned).getByText('First Steps')).toBeVisible();
    expect(within(earned).getByText('Earned Jun 5, 2026')).toBeVisible();
    expect(
      within(locked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Locked: Week WarriorPractice 7 days in a row.', 'Locked: Word MasterLearn 100 words.']);
  });

  it('hides the level without a profile', async () => {
    await open(learnerGateway({ profile: null }));
    expect(screen.queryByText(/level$/)).toBeNull();
  });

  it('shows the advanced label for an advanced learner', async () => {
    await open(learnerGateway({ profile: learningProfile({ englishLevel: 'advanced' }) }));
    expect(await screen.findByText('Advanced level')).toBeVisible();
  });

  it('offers to try again when progress cannot be read', async () => {
    let fail = true;
    const link = learnerGateway().on('ProgressReport', () => (fail ? new Error('learner service down') : { data: { progress: progress() } }));
    renderApp(<AppRoutes />, { path: '/progress', link });
    expect(await screen.findByText('We could not load your progress right now.')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Day Streak')).toBeVisible();
  });
});
