/** The Portuguese a learner reads: each mistake named with what to do, strengths and an overall word (bands of spec part 2 §5). */
import type { BrazilianRule, WordMistake } from '../types.ts';
import type { AnalysedWord } from './analysis.ts';

export const ADVICE: Record<BrazilianRule, (word: string) => string> = {
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
  'h-drop': (w) => `O H de *${w}* se pronuncia: solte um sopro leve antes da vogal, como quem embaça um espelho.`,
  'final-nasal': (w) => `Feche o final de *${w}*: no M junte os lábios, no N encoste a língua atrás dos dentes de cima; não deixe só a vogal nasal.`,
  'ed-dropped': (w) => `Pronuncie o -ed de *${w}*: depois de som surdo (k, p, s, sh, ch, f) ele soa "t", nos outros casos "d".`,
  'ed-syllable': (w) => `O -ed de *${w}* não é uma sílaba a mais: só vira "id" depois de t ou d (wanted, needed).`,
  'ae-aa': (w) => `O /æ/ de *${w}* não é o "a" do português: abra a boca e puxe os cantos dos lábios, entre o "é" e o "a".`,
  'ah-aa': (w) => `O /ʌ/ de *${w}* é curto e relaxado, com a boca pouco aberta, como o "a" de "cama" dito rápido; não abra como "á".`,
  'uh-uw': (w) => `O /ʊ/ de *${w}* é curto e relaxado, com os lábios pouco arredondados; não o alongue como o /u/ de "food".`,
  't-ch': (w) => `Em *${w}* o T antes de "i" continua T: encoste a língua atrás dos dentes e solte, sem o "tch" de "tia".`,
  'd-jh': (w) => `Em *${w}* o D antes de "i" continua D: encoste a língua atrás dos dentes e solte, sem o "dj" de "dia".`,
  's-cluster': (w) => `Comece *${w}* direto no S, sem um "i" antes: prolongue o "sss" e emende a consoante seguinte.`,
  aspiration: (w) => `Solte um sopro forte depois do P, T ou K do início de *${w}*, antes da vogal (ponha a mão na frente da boca e sinta o ar).`,
  stress: (w) => `Diga a sílaba tônica de *${w}* mais longa, mais forte e mais aguda, e enfraqueça as outras.`,
};

export function mistakesOf(words: readonly AnalysedWord[]): WordMistake[] {
  return words.flatMap((report): WordMistake[] => {
    const word = report.written;
    switch (report.verdict.kind) {
      case 'fine':
        return [];
      case 'omission':
        return [
          { word, heard: null, kind: 'omission', rule: null, issue: `Você não disse *${word}*`, suggestion: `Leia *${word}* também, sem pular palavras.` },
        ];
      case 'substitution': {
        const rule = report.rule!;
        const kind = rule === 'epenthesis' ? 'epenthesis' : 'substitution';
        return [{ word, heard: report.heard, kind, rule, issue: `Você disse *${report.heard}*`, suggestion: ADVICE[rule](word) }];
      }
      case 'practice':
        return [
          {
            word,
            heard: null,
            kind: 'practice',
            rule: null,
            issue: `A pronúncia de *${word}* ficou pouco clara, sobretudo o som /${report.verdict.phone.toLowerCase()}/`,
            suggestion: `Ouça *${word}* e repita devagar, som por som.`,
          },
        ];
      default:
        return report.verdict satisfies never;
    }
  });
}

export function insertionMistake(heard: string): WordMistake {
  return { word: heard, heard, kind: 'insertion', rule: null, issue: `Você acrescentou *${heard}*`, suggestion: 'Leia só o texto, sem acrescentar palavras.' };
}

export function strengthsOf(words: readonly AnalysedWord[], mistakes: readonly WordMistake[]): string[] {
  const wrong = new Set(mistakes.map((mistake) => mistake.word.toLowerCase()));
  const good = [...new Set(words.filter((w) => w.heard !== null && !wrong.has(w.written.toLowerCase())).map((w) => w.written))];
  const strengths: string[] = [];
  if (good.length > 0)
    strengths.push(
      `Palavras bem pronunciadas: ${good
        .slice(0, 6)
        .map((w) => `*${w}*`)
        .join(', ')}.`,
    );
  if (!mistakes.some((m) => m.kind === 'omission')) strengths.push('Você leu todas as palavras do texto.');
  if (!mistakes.some((m) => m.kind === 'epenthesis')) strengths.push('Terminou as palavras na consoante, sem acrescentar vogais.');
  return strengths;
}

/** What a learner reads when the recording is not recognisably the text: no score is guessed from it. */
export const UNRECOGNISED_FEEDBACK =
  'Não reconhecemos o texto proposto nesta gravação. Leia exatamente o texto mostrado, em voz alta, perto do microfone e sem ruído ao fundo, e grave de novo.';

export const NO_SPEECH_FEEDBACK = 'Não ouvimos fala na gravação. Verifique o microfone e leia o texto em voz alta.';

export function overallFeedback(score: number, mistakes: readonly WordMistake[]): string {
  const named = mistakes.length === 0 ? '' : ` Pratique: ${[...new Set(mistakes.map((m) => `*${m.word}*`))].slice(0, 4).join(', ')}.`;
  if (score >= 90) return `Excelente! Sua pronúncia está clara e natural.${named}`;
  if (score >= 70) return `Bom trabalho! A pronúncia está boa, com alguns pontos a melhorar.${named}`;
  return `Sua pronúncia precisa melhorar. Leia devagar, palavra por palavra, e ouça o modelo antes.${named}`;
}
