import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@juba/contracts/jobs';
import { MAX_OFFLINE_CORRECTIONS, detectCorrections } from './corrections.ts';

describe('offline tutor corrections', () => {
  it.each([
    ['I have 25 years.', 'I have 25 years', 'I am 25 years old', 'grammar'],
    ['My sister? She has twenty-two years and she lives in Recife.', 'She has twenty-two years', 'She is twenty-two years old', 'grammar'],
    ['we have 30 years old', 'we have 30 years old', 'we are 30 years old', 'grammar'],
    ['I am agree with you', 'I am agree', 'I agree', 'grammar'],
    ["I'm not agree.", "I'm not agree", "I don't agree", 'grammar'],
    ['Are you agree?', 'Are you agree', 'Do you agree', 'grammar'],
    ['People is very friendly here.', 'People is', 'People are', 'grammar'],
    ["the people doesn't care", "people doesn't", "people don't", 'grammar'],
    ['It depends of the weather.', 'depends of', 'depends on', 'grammar'],
    ['Can you explain me the rules?', 'explain me', 'explain to me', 'grammar'],
    ['Can I make a question?', 'make a question', 'ask a question', 'vocabulary'],
    ['She made many questions', 'made many questions', 'asked many questions', 'vocabulary'],
    ['He have a big company.', 'He have', 'He has', 'grammar'],
    ["My boss? he don't like meetings", "he don't", "he doesn't", 'grammar'],
    ['I live here since 3 years.', 'since 3 years', 'for 3 years', 'grammar'],
    ['I study English since two years ago', 'since two years ago', 'for two years', 'grammar'],
    ["I didn't went to the gym.", "didn't went", "didn't go", 'grammar'],
    ['Did you saw the game?', 'Did you saw', 'Did you see', 'grammar'],
    ['Cooking at home is more cheap than eating out.', 'more cheap', 'cheaper', 'grammar'],
    ['This app is more easy.', 'more easy', 'easier', 'grammar'],
    ['Pizza is more good than pasta', 'more good', 'better', 'grammar'],
    ['My new phone is more better', 'more better', 'better', 'grammar'],
    ['I lost the bus yesterday', 'lost the bus', 'missed the bus', 'vocabulary'],
    ['We assisted a movie last night.', 'assisted a movie', 'watched a movie', 'vocabulary'],
    ['I like to assist series', 'assist series', 'watch series', 'vocabulary'],
    ['After work I go to home.', 'go to home', 'go home', 'grammar'],
    ['We discussed about the project', 'discussed about', 'discussed', 'grammar'],
    ['I want to marry with her', 'marry with', 'marry', 'grammar'],
    ['I make sport every day', 'make sport', 'play sports', 'vocabulary'],
    ['In the weekend I watch movies', 'In the weekend', 'On the weekend', 'grammar'],
    ['I have class in monday', 'in monday', 'on Monday', 'grammar'],
  ])('corrects %j', (sentence, original, corrected, type) => {
    const [correction, ...others] = detectCorrections(sentence);
    expect(others).toEqual([]);
    expect(correction).toMatchObject({ original, corrected, type });
    expect(correction!.explanation).toMatch(/^[^\n]{10,200}$/);
  });

  it.each([
    'I am 25 years old.',
    'I have 5 years of experience in marketing.',
    'We have two years to finish the project.',
    'I have 3 years left at university.',
    'I agree with you, and my wife agrees too.',
    'Are you agreeing with him?',
    'People are nice here and people were kind to me.',
    'The number of people is growing every year.',
    'It depends on the price. She is independent of her parents.',
    'Can you explain it to me? I understand the rules, but explain them again, please.',
    'Can I ask a question? The teacher made a question mark on the board.',
    'Does he have a car? She has two kids. Why would she have a dog? Let it have some rest.',
    "He doesn't like coffee. Why don't they come?",
    'I have lived here since 2020. I have studied English for three years.',
    "I didn't go to the party. Did you see the game? I didn't read it.",
    'Cooking at home is cheaper. I want more easy exercises. It does more good than harm.',
    'I need more light. She wants more hot dogs.',
    'I missed the bus. I lost my bus pass. I lost the train ticket.',
    'I watched a movie. A nurse will assist the doctor.',
    'I go home after work. Go to home page and click there. I am at home.',
    'We discussed the project. We talked about it.',
    'He is married with two kids. I want to marry her.',
    'I play sports. I do exercise every day. The company makes sports shoes.',
    'On the weekend I watch movies. I have class on Monday. In the morning I run.',
  ])('leaves correct English alone: %j', (sentence) => {
    expect(detectCorrections(sentence)).toEqual([]);
  });

  it('lists several mistakes in the order they appear, once each, and at most five', () => {
    const corrections = detectCorrections('People is nice. I am agree. It depends of you. People is nice.');
    expect(corrections.map((c) => c.corrected)).toEqual(['People are', 'I agree', 'depends on']);

    const many = detectCorrections("I have 25 years. I am agree. People is busy. It depend of you. Explain me. He have a car. I didn't went. I make sport.");
    expect(many).toHaveLength(MAX_OFFLINE_CORRECTIONS);
    expect(many.every((c) => ERROR_TYPES.includes(c.type))).toBe(true);
  });
});
