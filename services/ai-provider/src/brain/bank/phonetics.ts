import { moduleItems } from './types.ts';

export const PHONETICS_ITEMS = moduleItems('phonetics', [
  {
    id: 'phonetics-th-think',
    difficulty: 1,
    content: 'Em qual palavra o “th” se pronuncia com a ponta da língua entre os dentes, soprando o ar sem vibrar a garganta (/θ/)?',
    options: ['think', 'this', 'they', 'mother'],
    correctAnswer: 0,
    explanation:
      'Think começa com /θ/, o th surdo: a língua fica entre os dentes e o ar passa sem vibração. Em this, they e mother o th é /ð/, sonoro: a garganta vibra. Trocar o th por t, f ou s (“tink”, “fink”, “sink”) muda a palavra.',
    hint: 'coloque a mão na garganta; no th surdo ela não vibra.',
    patterns: ['th-sound'],
  },
  {
    id: 'phonetics-ship-sheep',
    difficulty: 2,
    content: 'Qual par de palavras se diferencia apenas pela vogal curta e relaxada versus a vogal longa e tensa?',
    options: ['ship / shop', 'ship / chip', 'ship / sheep', 'sheep / shape'],
    correctAnswer: 2,
    explanation:
      'Ship tem o /ɪ/ curto e relaxado; sheep tem o /iː/ longo e tenso. Para o ouvido brasileiro as duas soam como “i”, mas trocar uma pela outra muda o sentido: ship é navio, sheep é ovelha.',
    hint: 'no /iː/ de sheep, alongue o som e estique os lábios como num sorriso.',
    patterns: ['vowel-length'],
  },
  {
    id: 'phonetics-ed-worked',
    difficulty: 3,
    content: 'Como se pronuncia o final de “worked”?',
    options: ['/ɪd/, com sílaba extra: “uórkid”', '/d/: “uórkd”', '/t/, sem sílaba extra: “uórkt”', 'O final não se pronuncia'],
    correctAnswer: 2,
    explanation:
      'Depois de som surdo (k, p, s, sh, ch, f) o -ed soa /t/ e não cria sílaba nova: worked ≈ “uórkt”. Só existe sílaba extra (/ɪd/) depois de t ou d, como em wanted e needed.',
    hint: 'o -ed só ganha sílaba extra quando a palavra termina em som de t ou d.',
    patterns: ['final-ed'],
  },
  {
    id: 'phonetics-final-consonant-big',
    difficulty: 4,
    content: 'Muitos brasileiros dizem “bigui” para big. O que deve acontecer no final da palavra?',
    options: ['Terminar no som de g, sem vogal depois', 'Trocar o g por k', 'Acrescentar um “i” bem curto', 'Alongar o i do meio'],
    correctAnswer: 0,
    explanation:
      'Em inglês a palavra pode terminar em consoante: big termina no /g/, sem o “i” que o português acrescenta (“bigui”, “Facebooki”). Esse i extra pode até formar outra palavra: “bag” virando “baggy”.',
    hint: 'segure a consoante final e pare ali, sem soltar vogal nenhuma depois dela.',
    patterns: ['epenthesis'],
  },
  {
    id: 'phonetics-flap-t-better',
    difficulty: 5,
    content: 'No inglês americano, como costuma soar o t de “better” e “city”?',
    options: [
      'Como o t de “tatu”',
      'Como um toque rápido de língua, parecido com o r de “caro”',
      'Como “tch”: “bétcher”',
      'Ele desaparece e a palavra fica “be-er”',
    ],
    correctAnswer: 1,
    explanation:
      'Entre vogais, depois de sílaba tônica, o t americano vira um flap /ɾ/: um toque rápido da língua, como o r de “caro”. Better ≈ “bérer”, city ≈ “síri”. Um t bem marcado soa britânico ou artificial.',
    hint: 'pense no r de “caro” sempre que o t estiver entre duas vogais.',
  },
  {
    id: 'phonetics-stress-photographer',
    difficulty: 6,
    content: 'Em qual sílaba fica a tônica de “photographer”?',
    options: ['PHO-to-gra-pher', 'pho-TO-gra-pher', 'pho-to-GRA-pher', 'pho-to-gra-PHER'],
    correctAnswer: 1,
    explanation:
      'Photographer é tônica na segunda sílaba: /fəˈtɑːɡrəfɚ/. Já photograph é tônica na primeira (PHO-to-graph). Em inglês a tônica muda com o sufixo, e as vogais átonas se reduzem ao schwa /ə/.',
    hint: 'compare com photograph: o sufixo -er empurra a tônica para a frente.',
    patterns: ['word-stress'],
  },
  {
    id: 'phonetics-clothes-one-syllable',
    difficulty: 7,
    content: 'Qual é a pronúncia mais natural de “clothes”?',
    options: ['“clô-thes”, com duas sílabas', '“clótis”', '“clô-tchis”', '/kloʊðz/, numa sílaba só (na fala rápida, quase “clouz”)'],
    correctAnswer: 3,
    explanation:
      'Clothes tem uma sílaba só: /kloʊðz/, e na fala rápida muitos americanos dizem simplesmente “clouz”. O erro comum do brasileiro é criar duas sílabas, “clô-thes”.',
    hint: 'o e de clothes é mudo: a palavra termina no som /ðz/.',
    patterns: ['th-sound'],
  },
  {
    id: 'phonetics-comfortable-reduction',
    difficulty: 8,
    content: 'Quantas sílabas se ouvem normalmente em “comfortable” no inglês americano?',
    options: ['Quatro: com-for-TA-ble', 'Três: COMF-ter-ble', 'Cinco: com-for-ta-bo-le', 'Duas: comf-ble'],
    correctAnswer: 1,
    explanation:
      'Na fala natural, comfortable soa /ˈkʌmftɚbəl/: três sílabas, COMF-ter-ble, com a tônica na primeira. O “or” e o “ta” se reduzem. Pronunciar com-for-TÁ-ble, como em português, soa estrangeiro.',
    hint: 'a tônica está no começo; o resto da palavra é dito rápido e reduzido.',
    patterns: ['word-stress'],
  },
  {
    id: 'phonetics-linking-turned-it-off',
    difficulty: 9,
    content: 'Como um americano costuma encadear as palavras em “turned it off”?',
    options: [
      'Separando bem: “turned / it / off”',
      'Com vogal extra: “turne-di-tóffi”',
      'Ligando cada consoante final à vogal seguinte: “tur-ndi-dóff”',
      'Omitindo o “it”: “turnoff”',
    ],
    correctAnswer: 2,
    explanation:
      'No linking, a consoante final passa para a vogal da palavra seguinte, e o t de it vira flap antes de off: turned it off ≈ “tur-ndi-dóff”. Reconhecer esse encadeamento ajuda muito a entender falantes nativos.',
    hint: 'quando uma palavra termina em consoante e a próxima começa com vogal, junte as duas.',
  },
  {
    id: 'phonetics-can-cant-stress',
    difficulty: 10,
    content: 'Como o americano diferencia “I can do it” de “I can’t do it” na fala?',
    options: [
      'Can fica átono e reduzido (/kən/); can’t mantém a vogal /æ/ e recebe a tônica',
      'Os dois soam iguais; só o contexto ajuda',
      'Can tem vogal longa e can’t é reduzido',
      'Só pelo t final de can’t, que é sempre bem audível',
    ],
    correctAnswer: 0,
    explanation:
      'Na afirmativa, can é átono e se reduz a /kən/ (“kn”), enquanto can’t mantém a vogal /æ/ e é tônico: I CAN’T do it. O t final de can’t quase nunca é solto, então a tônica e a vogal são as pistas principais.',
    hint: 'preste atenção na vogal e na força da palavra, não no t final.',
    patterns: ['word-stress'],
  },
]);
