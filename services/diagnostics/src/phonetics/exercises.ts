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
  {
    id: 'r-middle-end',
    title: 'O R no meio e no fim da palavra',
    difficulty: 'Intermediário',
    description:
      'Em "very", "car" e "hour" o "r" também não é o "rr" de "carro": a língua curva para trás e não encosta em nada. "Very" dito com "h" soa como "vehy".',
    targetSounds: ['ɹ'],
    sampleText: 'Her car is very far from the airport, so we are never there before four.',
  },
  {
    id: 'aspiration',
    title: 'P, T e K com sopro',
    difficulty: 'Intermediário',
    description:
      'No início da sílaba tônica, "p", "t" e "k" saem com um sopro de ar antes da vogal. Sem o sopro, "pin" soa como "bin" e "time" como "dime". Ponha a mão na frente da boca e sinta o ar.',
    targetSounds: ['pʰ', 'tʰ', 'kʰ'],
    sampleText: 'Peter took two cups of coffee to the park at ten.',
  },
  {
    id: 'final-nasals',
    title: 'M e N no fim da palavra',
    difficulty: 'Iniciante',
    description:
      'Em português o "m" e o "n" finais viram vogal nasal ("bem", "som"). Em inglês feche a boca no "m" e encoste a língua atrás dos dentes no "n": "ten" não é "tẽ".',
    targetSounds: ['m', 'n'],
    sampleText: 'Tim and Ben came in at nine, then ran home in the rain.',
  },
  {
    id: 'word-stress',
    title: 'A sílaba tônica das palavras parecidas com o português',
    difficulty: 'Avançado',
    description:
      'Palavras como "develop", "comfortable" e "hospital" parecem portuguesas, mas o acento muda: de-VE-lop, COM-for-ta-ble, HOS-pi-tal. A sílaba tônica é mais longa, mais forte e mais aguda; as outras ficam fracas.',
    targetSounds: ['ˈ'],
    sampleText: 'We develop comfortable and practical plans for the hospital and the animal clinic.',
  },
  {
    id: 'cup-book-food',
    title: 'As vogais de cup, book e food',
    difficulty: 'Intermediário',
    description:
      'O /ʌ/ de "cup" é curto, com a boca pouco aberta: não é o "á" de "cap". O /ʊ/ de "book" é curto e relaxado; o /u/ de "food" é longo: "full" e "fool" são palavras diferentes.',
    targetSounds: ['ʌ', 'ʊ', 'u'],
    sampleText: 'My mother took a good book and a cup of soup to the pool.',
  },
  {
    id: 't-d-before-i',
    title: 'T e D antes de "i"',
    difficulty: 'Iniciante',
    description:
      'Em português "tia" e "dia" soam "tchia" e "djia". Em inglês o "t" e o "d" continuam iguais antes de "i": "ticket", não "tchicket"; "different", não "djifferent".',
    targetSounds: ['t', 'd'],
    sampleText: 'Tim did a difficult team ticket deal in the city.',
  },
  {
    id: 's-clusters',
    title: 'S no início sem vogal antes',
    difficulty: 'Iniciante',
    description:
      'Nenhuma palavra portuguesa começa com "s" mais consoante, e por isso dizemos "iscola". Em inglês comece direto no "s": "school", "speak", "study", sem "i" antes.',
    targetSounds: ['s'],
    sampleText: 'Students speak Spanish at school and study in the spring.',
  },
] as const;
