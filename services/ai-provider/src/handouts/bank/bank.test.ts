import { describe, expect, it } from 'vitest';
import { HANDOUT_LEVELS } from '@juba/contracts/jobs';
import { slideSchema } from '../material.ts';
import { TOPICS_BY_LEVEL } from './index.ts';

const allTopics = HANDOUT_LEVELS.flatMap((level) => TOPICS_BY_LEVEL[level]);
// Case-sensitive on purpose: "todo" is an ordinary Portuguese word.
const PLACEHOLDER = /[Ll]orem|[Ii]psum|[Pp]laceholder|\bTODO\b|FIXME|XXX/;

describe('curated content bank', () => {
  it.each(HANDOUT_LEVELS)('%s has enough topics of several kinds for handouts to differ', (level) => {
    const topics = TOPICS_BY_LEVEL[level];
    expect(topics.length).toBeGreaterThanOrEqual(6);
    expect(new Set(topics.map((t) => t.kind)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(topics.map((t) => t.id)).size).toBe(topics.length);
    for (const topic of topics) expect(topic.level).toBe(level);
  });

  it('gives every topic at least three lessons and three exercises', () => {
    for (const topic of allTopics) {
      expect(topic.lessons.length, `${topic.level}/${topic.id}`).toBeGreaterThanOrEqual(3);
      expect(topic.exercises.length, `${topic.level}/${topic.id}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps every exercise answerable: one correct option, distinct distractors', () => {
    for (const topic of allTopics) {
      for (const ex of topic.exercises) {
        const options = [ex.correct, ...ex.distractors];
        expect(new Set(options).size, ex.title).toBe(options.length);
        expect(options.length, ex.title).toBeGreaterThanOrEqual(2);
        expect(options.length, ex.title).toBeLessThanOrEqual(6);
        expect(ex.explanation.length, ex.title).toBeGreaterThan(20);
      }
    }
  });

  it('fits every lesson and exercise within the slide contract, with line breaks and no placeholder text', () => {
    for (const topic of allTopics) {
      for (const lesson of topic.lessons) {
        expect(slideSchema.safeParse({ title: lesson.title, content: lesson.content }).success, lesson.title).toBe(true);
        expect(lesson.content, lesson.title).toContain('\n');
        expect(`${lesson.title} ${lesson.content} ${lesson.takeaway}`).not.toMatch(PLACEHOLDER);
      }
      for (const ex of topic.exercises) {
        const slide = {
          title: ex.title,
          content: ex.prompt,
          exercise: { question: ex.question, options: [ex.correct, ...ex.distractors], explanation: ex.explanation },
        };
        expect(slideSchema.safeParse(slide).success, ex.title).toBe(true);
        expect(JSON.stringify(slide)).not.toMatch(PLACEHOLDER);
      }
    }
  });

  it('never reuses a slide title across levels, so each level teaches its own material', () => {
    const titlesByLevel = HANDOUT_LEVELS.map((level) => new Set(TOPICS_BY_LEVEL[level].flatMap((t) => [...t.lessons, ...t.exercises].map((v) => v.title))));
    for (let i = 0; i < titlesByLevel.length; i++) {
      for (let j = i + 1; j < titlesByLevel.length; j++) {
        const shared = [...titlesByLevel[i]!].filter((t) => titlesByLevel[j]!.has(t));
        expect(shared).toEqual([]);
      }
    }
  });
});
