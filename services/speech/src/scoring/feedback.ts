/** The Portuguese a learner reads: each mistake named with what to do, strengths and an overall word (bands of spec part 2 §5). */
import type { BrazilianRule, WordMistake } from '../types.ts';
import type { WordReport } from './analysis.ts';

const ADVICE: Record<BrazilianRule, (word: string) => string> = {
  'th-f': (w) => `Coloque a língua entre os dentes e sopre o ar, sem usar o lábio, para *${w}*.`,
  'th-t': (w) => `Coloque a língua entre os dentes e sopre o ar, sem bater a língua, para *${w}*.`,
  'th-s': (w) => `Coloque a língua entre os dentes, não atrás deles, para *${w}*.`,
  'th-d': (w) => `Coloque a língua entre os dentes e vibre a voz, sem bater a língua, para *${w}*.`,
  'th-v': (w) => `Coloque a língua entre os dentes e vibre a voz, sem usar o lábio, para *${w}*.`,
  epenthesis: (w) => `Termine *${w}* na consoante, sem acrescentar um "i" no final.`,
  'i-ih': (w) => `Cuide da duração da vogal em *${w}*: /i/ longo e tenso (sheep) ou /ɪ/ curto e relaxado (ship).`,
  'ae-eh': (w) => `Abra mais a boca e abaixe a língua para o /æ/ de *${w}*, entre o "é" e o "a".`,
  'h-r': (w) => `O R inicial de *${w}* não é o "rr" do português: curve a ponta da língua para trás, sem tocar o céu da boca.`,
  'dark-l': (w) => `No L de *${w}*, encoste a ponta da língua atrás dos dentes de cima; não o transforme em "u".`,
};

export function mistakesOf(words: readonly WordReport[], lowWordGop: number): WordMistake[] {
  return words.flatMap((report): WordMistake[] => {
    const word = report.written;
    if (report.heard === null) {
      return [{ word, heard: null, kind: 'omission', rule: null, issue: `Você não disse *${word}*`, suggestion: `Leia *${word}* também, sem pular palavras.` }];
    }
    if (report.rule) {
      const kind = report.rule === 'epenthesis' ? 'epenthesis' : 'substitution';
      return [{ word, heard: report.heard, kind, rule: report.rule, issue: `Você disse *${report.heard}*`, suggestion: ADVICE[report.rule](word) }];
    }
    if (report.gop !== null && report.gop < lowWordGop) {
      const worst = report.phones.reduce((a, b) => (b.gop < a.gop ? b : a));
      return [
        {
          word,
          heard: report.heard,
          kind: 'low-score',
          rule: null,
          issue: `A pronúncia de *${word}* ficou pouco clara, sobretudo o som /${worst.phone.toLowerCase()}/`,
          suggestion: `Ouça *${word}* e repita devagar, som por som.`,
        },
      ];
    }
    return [];
  });
}

export function insertionMistake(heard: string): WordMistake {
  return { word: heard, heard, kind: 'insertion', rule: null, issue: `Você acrescentou *${heard}*`, suggestion: 'Leia só o texto, sem acrescentar palavras.' };
}

export function strengthsOf(words: readonly WordReport[], mistakes: readonly WordMistake[]): string[] {
  const wrong = new Set(mistakes.map((mistake) => mistake.word.toLowerCase()));
  const good = [...new Set(words.filter((w) => w.heard !== null && !wrong.has(w.written.toLowerCase())).map((w) => w.written))];
  const strengths: string[] = [];
  if (good.length > 0) strengths.push(`Palavras bem pronunciadas: ${good.slice(0, 6).map((w) => `*${w}*`).join(', ')}.`);
  if (!mistakes.some((m) => m.kind === 'omission')) strengths.push('Você leu todas as palavras do texto.');
  if (!mistakes.some((m) => m.kind === 'epenthesis')) strengths.push('Terminou as palavras na consoante, sem acrescentar vogais.');
  return strengths;
}

export const NO_SPEECH_FEEDBACK = 'Não ouvimos fala na gravação. Verifique o microfone e leia o texto em voz alta.';

export function overallFeedback(score: number, mistakes: readonly WordMistake[]): string {
  const named = mistakes.length === 0 ? '' : ` Pratique: ${[...new Set(mistakes.map((m) => `*${m.word}*`))].slice(0, 4).join(', ')}.`;
  if (score >= 90) return `Excelente! Sua pronúncia está clara e natural.${named}`;
  if (score >= 70) return `Bom trabalho! A pronúncia está boa, com alguns pontos a melhorar.${named}`;
  return `Sua pronúncia precisa melhorar. Leia devagar, palavra por palavra, e ouça o modelo antes.${named}`;
}
