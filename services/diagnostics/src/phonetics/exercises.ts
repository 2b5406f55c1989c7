/**
 * Spec part 2 §3 PhoneticExercise: the Exercícios tab's cards, built in. Each
 * aims at a sound Brazilian speakers find hard in American English, with a
 * sample text dense in it (Praticar puts it in the text area to be read aloud).
 */
export const PHONETIC_EXERCISES = [
  {
    id: 'th-sounds',
    title: 'Os sons do TH',
    difficulty: 'Iniciante',
    description: 'O "th" não existe em português: a ponta da língua fica entre os dentes. Evite trocar por "f", "t", "s" ou "d".',
    targetSounds: ['θ', 'ð'],
    sampleText: 'I think these three things are worth more than the other ones.',
  },
  {
    id: 'final-consonants',
    title: 'Consoantes finais sem vogal extra',
    difficulty: 'Iniciante',
    description: 'Termine as palavras na consoante: "big", não "bigui"; "book", não "buki".',
    targetSounds: ['g', 'k', 'd', 't'],
    sampleText: 'Put the big black book back on the desk.',
  },
  {
    id: 'ed-endings',
    title: 'Terminação -ed do passado',
    difficulty: 'Intermediário',
    description: 'O "-ed" só vira sílaba depois de "t" ou "d" (wanted, needed). Em "worked" e "played" ele soa como "t" ou "d".',
    targetSounds: ['t', 'd', 'ɪd'],
    sampleText: 'She worked, played and laughed, then wanted to rest and needed a nap.',
  },
  {
    id: 'short-i',
    title: 'Vogais curtas e longas: ship e sheep',
    difficulty: 'Intermediário',
    description: 'O "i" curto /ɪ/ é mais relaxado que o /i/ longo: "live" e "leave", "ship" e "sheep" têm sentidos diferentes.',
    targetSounds: ['ɪ', 'i'],
    sampleText: 'This ship will leave if the sheep sit still.',
  },
  {
    id: 'ae-vowel',
    title: 'A vogal aberta de cat',
    difficulty: 'Intermediário',
    description: 'O /æ/ fica entre o "é" e o "a" do português, com a boca bem aberta: "bad" não é "bed".',
    targetSounds: ['æ'],
    sampleText: 'The black cat sat on a bad mat and had a snack.',
  },
  {
    id: 'american-r',
    title: 'O R americano',
    difficulty: 'Intermediário',
    description: 'No início da palavra o "r" não é o "h" de "rato": curve a língua para trás sem encostar no céu da boca.',
    targetSounds: ['ɻ'],
    sampleText: 'Red roses are really rare in the rural area.',
  },
  {
    id: 'dark-l',
    title: 'O L no fim da palavra',
    difficulty: 'Avançado',
    description: 'No fim da sílaba o "l" não vira "u": em "feel" e "school" a ponta da língua toca atrás dos dentes.',
    targetSounds: ['ɫ'],
    sampleText: 'I feel well at school, and I will call you at all costs.',
  },
  {
    id: 'h-sound',
    title: 'O H aspirado',
    difficulty: 'Iniciante',
    description: 'O "h" inglês é um sopro leve, como o "r" de "carro" dito bem suave; não o deixe mudo em "house" ou "hello".',
    targetSounds: ['h'],
    sampleText: 'Hello, how is Harry? He is happy at home.',
  },
] as const;
