import { describe, expect, it } from 'vitest';
import { subScoresOf } from './sub-scores.ts';

const sentence = { accuracy: 9, fluency: 9.5, completeness: 9.99, prosodic: 7.5 };

describe('subScoresOf', () => {
  it('gives each fitted score on 0..100 with the advice of its band', () => {
    expect(subScoresOf(sentence, 1)).toEqual({
      fluency: { score: 95, advice: 'Leitura fluida: mantenha esse ritmo contínuo.' },
      completeness: { score: 100, advice: 'Você leu o texto inteiro.' },
      prosody: {
        score: 75,
        advice: 'Destaque as palavras importantes (substantivos e verbos) e enfraqueça as pequenas, como "the", "a" e "to".',
      },
    });
  });

  it('scores completeness no higher than the share of words said, and advises a word left out as one, even at 90', () => {
    const leftOut = 'Faltaram palavras do texto: leia tudo, do começo ao fim, sem pular nenhuma.';
    expect(subScoresOf(sentence, 9 / 10).completeness).toEqual({ score: 90, advice: leftOut });
    expect(subScoresOf(sentence, 6 / 7).completeness).toEqual({ score: 86, advice: leftOut });
    expect(subScoresOf({ ...sentence, completeness: 8 }, 9 / 10).completeness).toEqual({ score: 80, advice: leftOut });
  });
});
