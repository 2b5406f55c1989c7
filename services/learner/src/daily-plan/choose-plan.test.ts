import { describe, expect, it } from 'vitest';
import { addDays } from '../time/learner-day.ts';
import { CONVERSATION_THEMES, CONVERSATION_THEME_LABELS } from '@juba/contracts/conversation';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { CHALLENGE_IDS, CHALLENGE_SCENARIOS } from '../challenges/catalogue.ts';
import { CONVERSATION_PROMPTS, COOLDOWN_FOCUSES, THEMES_FOR_GOAL, WARMUP_SONGS } from './bank.ts';
import { DAILY_MINUTES, chooseDailyPlan, focusAreasOf, type PlanInputs } from './choose-plan.ts';

const DAY = '2026-06-01';
const MONTH = Array.from({ length: 30 }, (_, i) => addDays(DAY, i));
const themeOf = (topic: string) => CONVERSATION_THEMES.find((t) => topic.startsWith(`${CONVERSATION_THEME_LABELS[t]}: `));
const topicOf = (p: (typeof CONVERSATION_PROMPTS)[number]) => `${CONVERSATION_THEME_LABELS[p.theme]}: ${p.prompt}`;
const focusTexts = (area: string) => COOLDOWN_FOCUSES.filter((f) => f.area === area).map((f) => f.focus);

const business: PlanInputs = { englishLevel: 'advanced', primaryGoal: 'business', interests: ['Startups'], weaknessAreas: ['fonética'] };

describe('the daily plan', () => {
  it('is the same all day for the same learner', () => {
    expect(chooseDailyPlan('ana', DAY, business)).toEqual(chooseDailyPlan('ana', DAY, business));
  });

  it('changes from day to day and between learners', () => {
    const month = MONTH.map((day) => chooseDailyPlan('ana', day, business));
    expect(new Set(month.map((p) => p.warmupActivity.content.song)).size).toBeGreaterThan(1);
    expect(new Set(month.map((p) => p.coreActivity.topic)).size).toBeGreaterThan(1);
    const learners = ['ana', 'bia', 'caio', 'davi', 'eva', 'fabio'].map((u) => chooseDailyPlan(u, DAY, business).warmupActivity.content.song);
    expect(new Set(learners).size).toBeGreaterThan(1);
  });

  it('carries its date and the 5 + 10 + 3 + 5 minutes of the daily session', () => {
    const plan = chooseDailyPlan('ana', DAY, business);
    expect(plan.date).toBe(DAY);
    expect([plan.warmupActivity.minutes, plan.coreActivity.minutes, plan.challengeActivity.minutes, plan.cooldownActivity.minutes]).toEqual([5, 10, 3, 5]);
    expect(Object.values(DAILY_MINUTES).reduce((sum: number, minutes) => sum + minutes, 0)).toBe(23);
  });

  it('picks warm-up songs of the learner level', () => {
    for (const level of ENGLISH_LEVELS) {
      for (const day of MONTH) {
        const { content } = chooseDailyPlan('ana', day, { englishLevel: level }).warmupActivity;
        expect(WARMUP_SONGS[level]).toContainEqual(content);
      }
    }
  });

  it('talks about the themes of the learner goal, and prefers prompts about their interests', () => {
    for (const day of MONTH) {
      const { topic } = chooseDailyPlan('ana', day, { englishLevel: 'intermediate', primaryGoal: 'travel', interests: [] }).coreActivity;
      expect(THEMES_FOR_GOAL.travel).toContain(themeOf(topic));
    }
    const surfer = MONTH.map(
      (day) => chooseDailyPlan('ana', day, { englishLevel: 'intermediate', primaryGoal: 'social', interests: ['Surfing'] }).coreActivity.topic,
    );
    const surfPrompts = CONVERSATION_PROMPTS.filter((p) => p.interests?.includes('Surfing') && p.levels.includes('intermediate'));
    expect(surfer.every((topic) => surfPrompts.some((p) => topic === topicOf(p)))).toBe(true);
  });

  it('gives business learners the pitch or the interview, the one of their level', () => {
    const scenariosOf = (id: string) => CHALLENGE_SCENARIOS.filter((s) => s.challengeId === id).map((s) => s.scenario);
    for (const day of MONTH) {
      const beginner = chooseDailyPlan('ana', day, { englishLevel: 'beginner', primaryGoal: 'business' }).challengeActivity;
      expect(beginner.challengeId).toBe('job-interview');
      expect(scenariosOf('job-interview')).toContain(beginner.scenario);
      const advanced = chooseDailyPlan('ana', day, { englishLevel: 'advanced', primaryGoal: 'business' }).challengeActivity;
      expect(advanced.challengeId).toBe('startup-pitch');
      expect(scenariosOf('startup-pitch')).toContain(advanced.scenario);
    }
    const intermediate = new Set(
      MONTH.map((day) => chooseDailyPlan('ana', day, { englishLevel: 'intermediate', primaryGoal: 'business' }).challengeActivity.challengeId),
    );
    expect(intermediate).toEqual(new Set(['startup-pitch', 'job-interview']));
  });

  it('gives social learners the casual debate', () => {
    for (const day of MONTH)
      expect(chooseDailyPlan('ana', day, { englishLevel: 'advanced', primaryGoal: 'social' }).challengeActivity.challengeId).toBe('casual-debate');
  });

  it('cools down on a weakness area of the learner', () => {
    for (const day of MONTH) {
      expect(focusTexts('pronunciation')).toContain(chooseDailyPlan('ana', day, business).cooldownActivity.content.focus);
      const grammar = chooseDailyPlan('ana', day, { englishLevel: 'beginner', weaknessAreas: ['gramática'] }).cooldownActivity.content.focus;
      expect(COOLDOWN_FOCUSES.filter((f) => f.area === 'grammar' && f.levels.includes('beginner')).map((f) => f.focus)).toContain(grammar);
    }
    expect(chooseDailyPlan('ana', '2026-06-02', { englishLevel: 'advanced', weaknessAreas: ['fonética'] }).cooldownActivity.content.focus).toBe(
      'Os sons do TH: think × sink',
    );
  });

  it('recognises the diagnostic area names in Portuguese and English', () => {
    expect(focusAreasOf(['fonética', 'Gramática', 'vocabulário', 'cultural', 'listening'])).toEqual([
      'pronunciation',
      'grammar',
      'vocabulary',
      'culture',
      'listening',
    ]);
    expect(focusAreasOf(['astronomia'])).toEqual([]);
  });

  it('without a profile, still plans a whole session from the beginner defaults', () => {
    for (const day of MONTH) {
      const plan = chooseDailyPlan('novo', day, null);
      expect(WARMUP_SONGS.beginner).toContainEqual(plan.warmupActivity.content);
      expect(CONVERSATION_PROMPTS.filter((p) => p.levels.includes('beginner')).map(topicOf)).toContain(plan.coreActivity.topic);
      expect(['job-interview', 'casual-debate']).toContain(plan.challengeActivity.challengeId);
      expect(COOLDOWN_FOCUSES.filter((f) => f.levels.includes('beginner')).map((f) => f.focus)).toContain(plan.cooldownActivity.content.focus);
    }
    const themes = new Set(MONTH.map((day) => themeOf(chooseDailyPlan('novo', day, null).coreActivity.topic)));
    expect(themes.size).toBeGreaterThan(2);
  });

  it('falls back to the level only for what is missing', () => {
    const noAreas = MONTH.map((day) => chooseDailyPlan('ana', day, { ...business, weaknessAreas: [] }));
    expect(new Set(noAreas.map((p) => COOLDOWN_FOCUSES.find((f) => f.focus === p.cooldownActivity.content.focus)!.area)).size).toBeGreaterThan(1);
    expect(noAreas.every((p) => p.challengeActivity.challengeId === 'startup-pitch')).toBe(true);
  });
});

describe('the plan bank', () => {
  it('holds a prompt for every theme at every level, and scenarios for the four built-in challenges', () => {
    for (const theme of CONVERSATION_THEMES) {
      for (const level of ENGLISH_LEVELS) {
        expect(
          CONVERSATION_PROMPTS.some((p) => p.theme === theme && p.levels.includes(level)),
          `${theme} ${level}`,
        ).toBe(true);
      }
    }
    expect(new Set(CHALLENGE_SCENARIOS.map((s) => s.challengeId))).toEqual(new Set(CHALLENGE_IDS));
  });
});

describe('the daily plan of a learner with an adaptive plan', () => {
  const withPlan = (focusAreas: string[], availableTime: number): PlanInputs => ({
    ...business,
    primaryGoal: 'social',
    adaptivePlan: { focusAreas, availableTime },
  });
  const minutesOf = (plan: ReturnType<typeof chooseDailyPlan>) => [
    plan.warmupActivity.minutes,
    plan.coreActivity.minutes,
    plan.challengeActivity.minutes,
    plan.cooldownActivity.minutes,
  ];

  it("scales the four steps to the plan's daily minutes, adding up to them exactly", () => {
    expect(minutesOf(chooseDailyPlan('ana', DAY, withPlan(['pronuncia'], 23)))).toEqual([5, 10, 3, 5]);
    expect(minutesOf(chooseDailyPlan('ana', DAY, withPlan(['pronuncia'], 5)))).toEqual([1, 2, 1, 1]);
    expect(minutesOf(chooseDailyPlan('ana', DAY, withPlan(['pronuncia'], 60)))).toEqual([13, 26, 8, 13]);
    for (let time = 5; time <= 120; time += 5) {
      const minutes = minutesOf(chooseDailyPlan('ana', DAY, withPlan(['gramatica'], time)));
      expect(minutes.reduce((sum, m) => sum + m, 0)).toBe(time);
      expect(Math.min(...minutes)).toBeGreaterThanOrEqual(1);
    }
  });

  it('talks, challenges and cools down on the focus areas, over the goal and the diagnostic', () => {
    for (const day of MONTH) {
      const plan = chooseDailyPlan('ana', day, withPlan(['negocios', 'cultura'], 30));
      expect(['business', 'technology', 'travel', 'food', 'movies']).toContain(themeOf(plan.coreActivity.topic));
      expect(['startup-pitch', 'job-interview', 'tech-presentation']).toContain(plan.challengeActivity.challengeId);
      expect([...focusTexts('speaking'), ...focusTexts('culture')]).toContain(plan.cooldownActivity.content.focus);
    }
    const grammar = chooseDailyPlan('ana', DAY, withPlan(['gramatica'], 30)).cooldownActivity.content.focus;
    expect(focusTexts('grammar')).toContain(grammar);
  });
});
