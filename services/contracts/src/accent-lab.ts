/**
 * Spec part 2 §3 Phonetic lab exercise: the four built-in exercises of the
 * Phonetic Lab (/accent-lab). Shared by the screen, which shows them, and the
 * diagnostics service, which scores the target sound in the sample word.
 */
export interface AccentLabExercise {
  id: string;
  title: string;
  /** IPA, as POST /api/accent-analysis sends it in targetSounds. */
  targetSound: string;
  description: string;
  sampleWord: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  tips: string[];
  mouthPosition: { tongue: string; lips: string; teeth: string };
}

export const ACCENT_LAB_EXERCISES: readonly AccentLabExercise[] = [
  {
    id: 'th-voiceless',
    title: 'TH surdo /θ/',
    targetSound: 'θ',
    description: 'O som de "think": sopro de ar passando entre a língua e os dentes, sem vibrar a garganta.',
    sampleWord: 'think',
    difficulty: 'beginner',
    tips: ['Coloque a ponta da língua entre os dentes.', 'Sopre o ar devagar, sem vibrar a garganta.', 'Não troque por "f" ("fink") nem por "t" ("tink").'],
    mouthPosition: { tongue: 'Ponta da língua entre os dentes da frente', lips: 'Relaxados e levemente abertos', teeth: 'Encostando de leve na língua' },
  },
  {
    id: 'th-voiced',
    title: 'TH sonoro /ð/',
    targetSound: 'ð',
    description: 'O som de "this": a mesma posição do /θ/, mas com a garganta vibrando.',
    sampleWord: 'this',
    difficulty: 'beginner',
    tips: ['Língua entre os dentes, como no /θ/.', 'Faça a garganta vibrar (ponha a mão no pescoço para sentir).', 'Não troque por "d" ("dis").'],
    mouthPosition: { tongue: 'Ponta da língua entre os dentes da frente', lips: 'Relaxados', teeth: 'Encostando de leve na língua' },
  },
  {
    id: 'r-retroflex',
    title: 'R americano /ɻ/',
    targetSound: 'ɻ',
    description: 'O "r" de "red": a língua se curva para trás sem tocar o céu da boca.',
    sampleWord: 'red',
    difficulty: 'intermediate',
    tips: ['Curve a ponta da língua para trás.', 'A língua não encosta em nada.', 'Não use o "r" de "rato" (soa como "h").'],
    mouthPosition: { tongue: 'Ponta curvada para trás, sem tocar o céu da boca', lips: 'Levemente arredondados', teeth: 'Afastados' },
  },
  {
    id: 'ae-vowel',
    title: 'Vogal /æ/',
    targetSound: 'æ',
    description: 'A vogal de "cat": entre o "é" e o "a" do português, com a boca bem aberta.',
    sampleWord: 'cat',
    difficulty: 'intermediate',
    tips: ['Abra bem a boca, como para dizer "a".', 'Puxe os cantos da boca para os lados, como em "é".', 'Não diga "két" nem "kat".'],
    mouthPosition: { tongue: 'Baixa e à frente', lips: 'Abertos e esticados para os lados', teeth: 'Bem afastados' },
  },
];

export const accentLabExercise = (id: string): AccentLabExercise | undefined => ACCENT_LAB_EXERCISES.find((exercise) => exercise.id === id);
