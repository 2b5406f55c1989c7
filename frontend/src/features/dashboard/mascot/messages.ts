/** Spec part 1 §1: the lion's moods. */
export type MascotMood = 'encouraging' | 'celebrating' | 'thinking' | 'proud' | 'teaching';

/** One bilingual message: the English, how to say it (a respelling for Portuguese speakers) and what it means. */
export interface MascotMessage {
  english: string;
  phonetic: string;
  portuguese: string;
  mood: MascotMood;
}

/** Spec part 1 §9. */
export const MESSAGE_ROTATION_MS = 4500;
export const CLICK_EFFECT_MS = 1800;
export const SPECIAL_MESSAGE_CHANCE = 0.4;

export const MOOD_LABELS: Record<MascotMood, string> = {
  encouraging: 'Encorajando',
  celebrating: 'Comemorando',
  thinking: 'Pensando',
  proud: 'Orgulhoso',
  teaching: 'Ensinando',
};

/** Shown in turn, every 4.5 s. */
export const REGULAR_MESSAGES: readonly MascotMessage[] = [
  { english: "Let's practice together!", phonetic: 'léts PRÉK-tis tu-GUÉ-der', portuguese: 'Vamos praticar juntos!', mood: 'encouraging' },
  { english: 'Every word counts.', phonetic: 'É-vri uârd káunts', portuguese: 'Cada palavra conta.', mood: 'encouraging' },
  { english: 'Mistakes help you learn.', phonetic: 'mis-TÊIKS hélp iú lârn', portuguese: 'Os erros ajudam você a aprender.', mood: 'teaching' },
  {
    english: 'Think in English, not in Portuguese.',
    phonetic: 'THINK in ÍN-glish, nót in PÓR-tchu-guiz',
    portuguese: 'Pense em inglês, não em português.',
    mood: 'thinking',
  },
  { english: 'Your accent is getting better!', phonetic: 'iór ÉK-sent iz GUÉ-ring BÉ-rer', portuguese: 'Seu sotaque está melhorando!', mood: 'proud' },
  {
    english: 'Say "th" with your tongue between your teeth.',
    phonetic: 'sêi ti-êitch uíd iór tâng bi-TUÍN iór TÍITH',
    portuguese: 'Diga "th" com a língua entre os dentes.',
    mood: 'teaching',
  },
  { english: 'Small steps, big results.', phonetic: 'smól stéps, big ri-ZÂLTS', portuguese: 'Passos pequenos, grandes resultados.', mood: 'encouraging' },
  { english: "You've got this!", phonetic: 'iúv gót dis', portuguese: 'Você consegue!', mood: 'proud' },
  { english: 'What will you learn today?', phonetic: 'uót uíl iú lârn tu-DÊI', portuguese: 'O que você vai aprender hoje?', mood: 'thinking' },
  { english: 'Keep your streak alive!', phonetic: 'kíip iór strík a-LÁIV', portuguese: 'Mantenha sua sequência viva!', mood: 'celebrating' },
];

/** A click has a 40% chance of one of these. */
export const SPECIAL_MESSAGES: readonly MascotMessage[] = [
  {
    english: "Roar! You're a language lion!",
    phonetic: 'RÓR! iór a LÉN-guátch LÁI-on',
    portuguese: 'Rugido! Você é um leão dos idiomas!',
    mood: 'celebrating',
  },
  { english: "I'm so proud of you!", phonetic: 'áim sôu práud óv iú', portuguese: 'Estou muito orgulhoso de você!', mood: 'proud' },
  {
    english: 'Fun fact: "awesome" is one of the most used words in the US.',
    phonetic: 'fân fékt: Ó-sam iz uân óv dâ môust iúzd uârdz in dâ iú-És',
    portuguese: 'Curiosidade: "awesome" é uma das palavras mais usadas nos EUA.',
    mood: 'teaching',
  },
  { english: 'High five!', phonetic: 'rái fáiv', portuguese: 'Toca aqui!', mood: 'celebrating' },
  {
    english: 'Curiosity is your superpower.',
    phonetic: 'kiú-ri-Ó-si-ri iz iór SU-per-páuer',
    portuguese: 'A curiosidade é o seu superpoder.',
    mood: 'thinking',
  },
];
