/**
 * Fluency, completeness and prosody on 0..100, each the fitted model of the
 * experts' own score (0..10; completeness no higher than the share of words
 * said), with one line of Portuguese on what to do next
 * in the spec's score bands (90 and above, 70 to 89, below 70).
 */
import type { SubScore, SubScores } from '../types.ts';
import type { ClipJudgement } from './judge.ts';

type Band = 'high' | 'middle' | 'low';

const ADVICE: Record<keyof SubScores, Record<Band, string>> = {
  fluency: {
    high: 'Leitura fluida: mantenha esse ritmo contínuo.',
    middle: 'Leia a frase inteira de uma vez, sem pausas entre as palavras; ensaie em voz baixa antes de gravar.',
    low: 'Muitas pausas e hesitações: leia primeiro em voz baixa e depois grave em um só fôlego, mesmo que mais devagar.',
  },
  completeness: {
    high: 'Você leu o texto inteiro.',
    middle: 'Algumas palavras ficaram quase inaudíveis: leia cada palavra até o fim.',
    low: 'Faltaram palavras do texto: leia tudo, do começo ao fim, sem pular nenhuma.',
  },
  prosody: {
    high: 'Entonação natural: continue destacando as palavras importantes.',
    middle: 'Destaque as palavras importantes (substantivos e verbos) e enfraqueça as pequenas, como "the", "a" e "to".',
    low: 'A fala soou monótona ou picada: ouça o modelo e imite a melodia, ligando as palavras e subindo ou descendo o tom no fim.',
  },
};

const bandOf = (score: number): Band => (score >= 90 ? 'high' : score >= 70 ? 'middle' : 'low');

function subScore(kind: keyof SubScores, expertScale: number): SubScore {
  const score = Math.max(0, Math.min(100, Math.round(10 * expertScale)));
  return { score, advice: ADVICE[kind][bandOf(score)] };
}

/**
 * `said`: the share of the text's words the learner is not told were left
 * out. The experts scored 2,499 of the 2,500 train clips complete, so the
 * fitted completeness never falls for a skipped word: the omissions named
 * bound it, and a named omission is advised as one whatever the band (one
 * word of ten left out still scores 90), so the score agrees with "Você não
 * disse ...".
 */
function completenessOf(fitted: number, said: number): SubScore {
  const scored = subScore('completeness', Math.min(fitted, 10 * said));
  return said < 1 ? { ...scored, advice: ADVICE.completeness.low } : scored;
}

export function subScoresOf(sentence: ClipJudgement['sentence'], said: number): SubScores {
  return {
    fluency: subScore('fluency', sentence.fluency),
    completeness: completenessOf(sentence.completeness, said),
    prosody: subScore('prosody', sentence.prosodic),
  };
}
