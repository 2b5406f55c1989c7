import { describe, expect, it } from 'vitest';
import { looksEnglish, looksPortuguese } from './testing/language.ts';
import {
  SOCRATIC_FAMILIES,
  SOCRATIC_GLOSSARY,
  SOCRATIC_GREETING,
  SOCRATIC_HOW_IT_WORKS,
  SOCRATIC_ICONS,
  SOCRATIC_QUESTIONS,
  SOCRATIC_TOPIC_IDS,
  SOCRATIC_TOPICS,
  TOPIC_PLACEHOLDER,
  offlineSocraticQuestion,
  socraticTopic,
  withTopic,
} from './socratic.ts';

describe('the Socratic content', () => {
  it('has the 14 topics of spec §2.2, in order, each with a description, icon and colour of its own', () => {
    expect(SOCRATIC_TOPICS.map((t) => t.name)).toEqual([
      'Surf',
      'Futebol',
      'Música',
      'Literatura',
      'Carros',
      'Skate',
      'Viagens',
      'Startups',
      'Inteligência Artificial',
      'Tecnologia',
      'Silicon Valley',
      'Livros',
      'Educação',
      'Alimentação',
    ]);
    expect(SOCRATIC_TOPICS.map((t) => t.id)).toEqual(SOCRATIC_TOPIC_IDS);
    expect(new Set(SOCRATIC_TOPICS.map((t) => t.icon)).size).toBe(14);
    expect(new Set(SOCRATIC_TOPICS.map((t) => t.colour)).size).toBe(14);
    expect(new Set(SOCRATIC_TOPICS.map((t) => t.icon))).toEqual(new Set(SOCRATIC_ICONS));
    for (const topic of SOCRATIC_TOPICS) {
      expect(topic.english.trim(), topic.id).not.toBe('');
      expect(looksPortuguese(topic.description), topic.description).toBe(true);
    }
  });

  it('has 12 different open questions per family, in English, each naming the topic, and every family in use', () => {
    expect(new Set(SOCRATIC_TOPICS.map((t) => t.family))).toEqual(new Set(SOCRATIC_FAMILIES));
    for (const family of SOCRATIC_FAMILIES) {
      const questions = SOCRATIC_QUESTIONS[family];
      expect(questions, family).toHaveLength(12);
      expect(new Set(questions).size).toBe(12);
      for (const question of questions) {
        expect(question.trim().endsWith('?'), question).toBe(true);
      }
      expect(questions.filter((q) => !looksEnglish(q))).toEqual([]);
      expect(questions.filter((q) => q.includes(TOPIC_PLACEHOLDER)).length, family).toBeGreaterThanOrEqual(11);
    }
  });

  it('asks, offline, one of the family questions with {topic} replaced by the topic', () => {
    const soccer = socraticTopic('futebol');
    expect(offlineSocraticQuestion(soccer, () => 0)).toBe('What first got you interested in soccer?');
    expect(offlineSocraticQuestion(soccer, () => 0.9999)).toBe('Should soccer be more about having fun or about winning? What makes you say that?');
    for (const topic of SOCRATIC_TOPICS) expect(offlineSocraticQuestion(topic)).not.toContain(TOPIC_PLACEHOLDER);
  });

  it('greets in English with the topic, and explains itself in Portuguese', () => {
    expect(withTopic(SOCRATIC_GREETING, socraticTopic('livros'))).toContain("Let's talk about books.");
    expect(SOCRATIC_HOW_IT_WORKS.map((i) => i.title)).toEqual(['Explore', 'Reflita', 'Aprenda']);
    for (const idea of SOCRATIC_HOW_IT_WORKS) expect(looksPortuguese(idea.description), idea.description).toBe(true);
  });

  it('has a small glossary of lower-case words with Portuguese translations', () => {
    const entries = Object.entries(SOCRATIC_GLOSSARY);
    expect(entries.length).toBeGreaterThan(50);
    for (const [word, translation] of entries) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(translation.trim(), word).not.toBe('');
    }
  });
});
