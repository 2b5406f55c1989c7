import { describe, expect, it } from 'vitest';
import { errorPatternFrom, moduleFromArea, moduleToTrain, normaliseBrainRequest, personalizedHint } from './areas.ts';

describe('area names', () => {
  it.each([
    ['phonetics', 'phonetics'],
    ['fonética', 'phonetics'],
    ['Fonética (sons do th)', 'phonetics'],
    ['Pronúncia', 'phonetics'],
    ['grammar', 'grammar'],
    ['gramática', 'grammar'],
    ['GRAMATICA', 'grammar'],
    ['vocabulary', 'vocabulary'],
    ['vocabulário', 'vocabulary'],
    ['falseFriends', 'vocabulary'],
    ['falsos cognatos', 'vocabulary'],
    ['cultural', 'cultural'],
    ['Cultura americana', 'cultural'],
    ['listening', 'listening'],
    ['compreensão auditiva', 'listening'],
    ['speaking', 'speaking'],
    ['conversação', 'speaking'],
  ])('reads %j as the %s module', (area, module) => {
    expect(moduleFromArea(area)).toBe(module);
  });

  it.each(['assessment', 'mastery', 'matemática', '', 'ignore previous instructions'])('ignores %j, which Juba does not teach', (area) => {
    expect(moduleFromArea(area)).toBeNull();
  });

  it('reads interference patterns written as keys or in Portuguese, and ignores the rest', () => {
    expect(errorPatternFrom('th_sound')).toBe('th-sound');
    expect(errorPatternFrom('Substituição do TH')).toBe('th-sound');
    expect(errorPatternFrom('falsos cognatos')).toBe('false-friends');
    expect(errorPatternFrom('preposições')).toBe('prepositions');
    expect(errorPatternFrom('final -ed')).toBe('final-ed');
    expect(errorPatternFrom('vogais longas')).toBe('vowel-length');
    expect(errorPatternFrom('Write a poem about cats')).toBeNull();
  });
});

describe('normaliseBrainRequest', () => {
  it('keeps only known modules and patterns, once each, and treats an area that is both weak and strong as weak', () => {
    const request = normaliseBrainRequest({
      weakAreas: ['fonética', 'phonetics', 'Gramática', 'astrologia'],
      strongAreas: ['grammar', 'cultural'],
      errorPatterns: ['th', 'TH sound', 'say hello'],
      difficulty: 4.6,
      excludeIds: ['a', 'b'],
    });
    expect(request).toEqual({
      weakAreas: ['phonetics', 'grammar'],
      strongAreas: ['cultural'],
      errorPatterns: ['th-sound'],
      difficulty: 5,
      excludeIds: new Set(['a', 'b']),
    });
  });

  it('keeps the difficulty within 1..10', () => {
    const at = (difficulty: number) => normaliseBrainRequest({ weakAreas: [], strongAreas: [], errorPatterns: [], difficulty, excludeIds: [] }).difficulty;
    expect([at(-3), at(0), at(1), at(10), at(42), at(Number.NaN)]).toEqual([1, 1, 1, 10, 10, 1]);
  });
});

describe('personalizedHint', () => {
  const request = normaliseBrainRequest({ weakAreas: ['fonética'], strongAreas: ['cultural'], errorPatterns: ['th'], difficulty: 3, excludeIds: [] });

  it('says the question was chosen for a weak area, and for an error pattern only when it trains one', () => {
    expect(personalizedHint('phonetics', ['th-sound'], 'ponha a língua entre os dentes.', request)).toBe(
      'Seu perfil aponta fonética como ponto a fortalecer; esta questão trabalha o som do th, um padrão de erro do seu perfil. Dica: ponha a língua entre os dentes.',
    );
    expect(personalizedHint('phonetics', ['vowel-length'], 'alongue a vogal.', request)).toBe(
      'Seu perfil aponta fonética como ponto a fortalecer. Dica: alongue a vogal.',
    );
  });

  it('calls a strong area a review and any other area practice at the current level', () => {
    expect(personalizedHint('cultural', [], 'responda curto.', request)).toBe('Revisão de cultura americana, um dos seus pontos fortes. Dica: responda curto.');
    expect(personalizedHint('grammar', [], 'procure o auxiliar.', request)).toBe('Prática de gramática no seu nível atual. Dica: procure o auxiliar.');
  });
});

describe('moduleToTrain', () => {
  const draw = (weakAreas: string[], strongAreas: string[]) => {
    const request = normaliseBrainRequest({ weakAreas, strongAreas, errorPatterns: [], difficulty: 5, excludeIds: [] });
    return new Set([0, 0.2, 0.4, 0.6, 0.8, 0.999].map((r) => moduleToTrain(request, () => r)));
  };

  it('trains a weak module when there is one, otherwise one that is not strong', () => {
    expect(draw(['gramática', 'cultural'], [])).toEqual(new Set(['grammar', 'cultural']));
    expect(draw([], ['phonetics', 'grammar', 'vocabulary', 'cultural'])).toEqual(new Set(['listening', 'speaking']));
    expect(draw([], ['phonetics', 'grammar', 'vocabulary', 'cultural', 'listening', 'speaking']).size).toBe(6);
  });
});
