/**
 * Spec part 2 §3 Phonetic lab exercise: the four built-in exercises of the
 * Phonetic Lab (/accent-lab). Shared by the screen, which shows them, and the
 * diagnostics service, which scores the target sound in the sample word.
 */
import type { EnglishLevel } from './english-level.ts';

export interface AccentLabExercise {
  id: string;
  title: string;
  /** IPA, as POST /api/accent-analysis sends it in targetSounds. */
  targetSound: string;
  description: string;
  sampleWord: string;
  difficulty: EnglishLevel;
  tips: string[];
  mouthPosition: { tongue: string; lips: string; teeth: string };
}

export const ACCENT_LAB_EXERCISES: readonly AccentLabExercise[] = [
  {
    id: 'th-voiceless',
    title: 'TH surdo /θ/',
    targetSound: 'θ',
    description:
      'O som de "think" e "three" não existe em português. Brasileiros costumam trocá-lo por /f/ ("fink"), /t/ ("tink") ou /s/ ("sink"), o que muda o sentido da palavra.',
    sampleWord: 'think',
    difficulty: 'beginner',
    tips: [
      'Coloque a ponta da língua entre os dentes da frente, aparecendo um pouquinho.',
      'Sopre o ar devagar por cima da língua, sem vibrar a garganta.',
      'Não encoste o lábio de baixo nos dentes: isso vira /f/.',
      'Pratique pares: "think" × "sink", "three" × "tree", "thank" × "tank".',
    ],
    mouthPosition: {
      tongue: 'Ponta da língua entre os dentes superiores e inferiores, relaxada.',
      lips: 'Abertos e relaxados, sem tocar nos dentes.',
      teeth: 'Levemente afastados, apoiando a língua por cima e por baixo.',
    },
  },
  {
    id: 'th-voiced',
    title: 'TH sonoro /ð/',
    targetSound: 'ð',
    description: 'É o som de "this", "the" e "mother": a mesma posição do /θ/, mas com a voz ligada. Brasileiros costumam dizer /d/ ("dis") ou /v/ ("mover").',
    sampleWord: 'this',
    difficulty: 'beginner',
    tips: [
      'Faça a posição do /θ/: língua entre os dentes.',
      'Agora ligue a voz: ponha a mão na garganta e sinta a vibração.',
      'Não bata a língua atrás dos dentes como no /d/ do português.',
      'Pratique: "this", "that", "the other", "mother", "brother".',
    ],
    mouthPosition: {
      tongue: 'Ponta da língua entre os dentes, deixando o ar passar enquanto a voz vibra.',
      lips: 'Relaxados e abertos.',
      teeth: 'Levemente afastados, tocando de leve a língua.',
    },
  },
  {
    id: 'r-retroflex',
    title: 'R americano /ɻ/',
    targetSound: 'ɻ',
    description:
      'O R de "red" e "right" não é o R da garganta ("rato") nem o R vibrado ("caro"). A língua não encosta em nada: ela se curva para trás dentro da boca.',
    sampleWord: 'red',
    difficulty: 'intermediate',
    tips: [
      'Curve a ponta da língua para trás, sem tocar o céu da boca.',
      'Arredonde um pouco os lábios, como para dizer "u".',
      'Não use a garganta: em "red", um R de "rato" soa como "hed".',
      'Pratique devagar: "rrred", "right", "around", "car".',
    ],
    mouthPosition: {
      tongue: 'Ponta curvada para trás, sem encostar; as laterais tocam os dentes de cima.',
      lips: 'Levemente arredondados e projetados para a frente.',
      teeth: 'Próximos, sem se tocar.',
    },
  },
  {
    id: 'ae-vowel',
    title: 'Vogal /æ/',
    targetSound: 'æ',
    description: 'A vogal de "cat" e "bad" fica entre o "é" e o "á" do português. Brasileiros costumam dizer "é", e "bad" acaba soando como "bed".',
    sampleWord: 'cat',
    difficulty: 'intermediate',
    tips: [
      'Abra bem a boca, mais do que para dizer "é".',
      'Estique os lábios para os lados, como num meio sorriso.',
      'Mantenha a língua baixa e para a frente, tocando os dentes de baixo.',
      'Compare: "bad" × "bed", "man" × "men", "sat" × "set".',
    ],
    mouthPosition: {
      tongue: 'Baixa e para a frente, com a ponta atrás dos dentes inferiores.',
      lips: 'Esticados para os lados, bem abertos.',
      teeth: 'Bem afastados: a mandíbula desce.',
    },
  },
];

export const accentLabExercise = (id: string): AccentLabExercise | undefined => ACCENT_LAB_EXERCISES.find((exercise) => exercise.id === id);
