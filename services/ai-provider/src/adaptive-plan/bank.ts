import type { PlanFocusArea, PlanModule } from '@juba/contracts/adaptive-plan';
import { PLAN_LEVELS, type PlanLevel } from './types.ts';

/** How the learner mostly works in an activity: the learning style's adaptation is written per channel. */
export type PlanChannel = 'fala' | 'escuta' | 'leitura' | 'escrita';

/**
 * One curated activity, written for Juba: Portuguese instructions for
 * Brazilian learners, the English they practise, the module that runs it and
 * how long it takes when there is time for all of it.
 */
export interface PlanTemplate {
  id: string;
  focus: PlanFocusArea;
  levels: readonly PlanLevel[];
  moduleType: PlanModule;
  channel: PlanChannel;
  title: string;
  instruction: string;
  minutes: number;
  /** What to look at while doing it; the learning style adds one of its own. */
  cues: readonly string[];
}

const B: PlanLevel[] = ['beginner'];
const BI: PlanLevel[] = ['beginner', 'intermediate'];
const I: PlanLevel[] = ['intermediate'];
const IA: PlanLevel[] = ['intermediate', 'advanced'];
const A: PlanLevel[] = ['advanced'];

export const PLAN_BANK: readonly PlanTemplate[] = [
  // conversacao
  {
    id: 'conv-self-intro',
    focus: 'conversacao',
    levels: B,
    moduleType: 'conversation',
    channel: 'fala',
    title: 'Apresente-se ao tutor',
    instruction:
      'Abra a conversa com o tutor e apresente-se em cinco frases: nome, cidade, trabalho ou estudo, um hobby e por que está aprendendo inglês. Use "I am", "I live in", "I work as".',
    minutes: 10,
    cues: ['Cartão com "I am… / I live in… / I work as…"', 'Marque cada frase dita com um ✓'],
  },
  {
    id: 'conv-diner-order',
    focus: 'conversacao',
    levels: BI,
    moduleType: 'conversation',
    channel: 'fala',
    title: 'Pedido numa lanchonete americana',
    instruction:
      'No tema Comida, faça um pedido completo ao tutor como num diner americano: cumprimente, peça um prato e uma bebida, pergunte o preço e peça a conta ("Can I get the check, please?").',
    minutes: 10,
    cues: ['Cardápio imaginário com três pratos', 'Frase-alvo em destaque: "Can I get…?"'],
  },
  {
    id: 'conv-story-past',
    focus: 'conversacao',
    levels: IA,
    moduleType: 'conversation',
    channel: 'fala',
    title: 'Conte uma história no passado',
    instruction:
      'Conte ao tutor algo que deu errado numa viagem e como você resolveu. Use pelo menos três conectivos: "first", "then", "in the end". Responda às perguntas dele sem voltar ao português.',
    minutes: 12,
    cues: ['Linha do tempo com começo, problema e solução', 'Conectivos escritos em cores diferentes'],
  },
  {
    id: 'conv-opinion-debate',
    focus: 'conversacao',
    levels: A,
    moduleType: 'socratic',
    channel: 'fala',
    title: 'Defenda uma opinião',
    instruction:
      'Escolha um tema nos Diálogos Socráticos e defenda uma opinião por três rodadas. Use "I see your point, but…" e "What makes you say that?" para discordar com educação.',
    minutes: 12,
    cues: ['Duas colunas: a favor e contra', 'Frases de discordância educada em destaque'],
  },
  // gramatica
  {
    id: 'gram-do-does',
    focus: 'gramatica',
    levels: B,
    moduleType: 'socratic',
    channel: 'escrita',
    title: 'Perguntas com do e does',
    instruction:
      'Nos Diálogos Socráticos, responda às perguntas e faça três perguntas de volta usando "Do you…?" e "Does she/he…?". Lembre: em inglês a pergunta precisa do auxiliar, não basta a entonação.',
    minutes: 8,
    cues: ['Quadro: I/you/we/they → do; he/she/it → does', 'O auxiliar sublinhado em cada pergunta'],
  },
  {
    id: 'gram-in-on-at',
    focus: 'gramatica',
    levels: BI,
    moduleType: 'cooldown',
    channel: 'escrita',
    title: 'In, on e at sem medo',
    instruction:
      'Faça o cool-down de frases para completar e, antes de cada resposta, diga em voz alta a regra: at para horas, on para dias, in para meses e anos.',
    minutes: 5,
    cues: ['Pirâmide: in (grande) → on → at (preciso)', 'Exemplos: at 7 pm, on Monday, in May'],
  },
  {
    id: 'gram-present-perfect',
    focus: 'gramatica',
    levels: IA,
    moduleType: 'material-didatico',
    channel: 'leitura',
    title: 'Present perfect × passado simples',
    instruction:
      'Gere uma apostila do seu nível e procure os slides sobre tempos verbais. Depois escreva duas frases sobre você: uma com "I have lived…" (ainda verdade) e outra com "I lived…" (já terminou).',
    minutes: 12,
    cues: ['Linha do tempo: passado fechado × até agora', 'Marcadores: since, for, ago'],
  },
  {
    id: 'gram-past-modals',
    focus: 'gramatica',
    levels: A,
    moduleType: 'socratic',
    channel: 'escrita',
    title: 'Arrependimentos com should have',
    instruction:
      'Nos Diálogos Socráticos, fale de uma decisão que você tomaria diferente. Use "I should have…", "I could have…" e "If I had known…, I would have…" pelo menos uma vez cada.',
    minutes: 10,
    cues: ['Fórmula: should/could/would + have + particípio', 'Três cores, uma para cada modal'],
  },
  // vocabulario
  {
    id: 'voc-false-friends',
    focus: 'vocabulario',
    levels: PLAN_LEVELS,
    moduleType: 'dictionary',
    channel: 'leitura',
    title: 'Falsos cognatos do dia a dia',
    instruction:
      'Adicione ao seu dicionário cinco falsos cognatos com exemplo: actually (na verdade), pretend (fingir), push (empurrar), library (biblioteca), parents (pais). Escreva uma frase sua com cada um.',
    minutes: 8,
    cues: ['Palavra em inglês × armadilha em português', 'Um ❌ ao lado do significado falso'],
  },
  {
    id: 'voc-routine',
    focus: 'vocabulario',
    levels: B,
    moduleType: 'dictionary',
    channel: 'escrita',
    title: 'As palavras da sua rotina',
    instruction:
      'Descreva sua manhã em inglês e adicione ao dicionário as palavras que faltarem: wake up, commute, lunch break, get dressed. Marque como favorita a que mais usar.',
    minutes: 8,
    cues: ['Relógio com a rotina de hora em hora', 'Palavras novas com estrela'],
  },
  {
    id: 'voc-phrasal-verbs',
    focus: 'vocabulario',
    levels: IA,
    moduleType: 'dictionary',
    channel: 'leitura',
    title: 'Phrasal verbs que você vai ouvir hoje',
    instruction: 'Adicione quatro phrasal verbs com exemplo: give up, look for, figure out, run into. Para cada um, escreva uma frase sobre a sua semana.',
    minutes: 10,
    cues: ['Verbo + partícula em cores diferentes', 'Um desenho simples para cada sentido'],
  },
  {
    id: 'voc-song-words',
    focus: 'vocabulario',
    levels: BI,
    moduleType: 'lyric-translate',
    channel: 'escuta',
    title: 'Vocabulário cantando',
    instruction: 'Faça o warm-up com a música e marque como praticadas as linhas com palavras que você não conhecia. Anote três delas no dicionário depois.',
    minutes: 5,
    cues: ['Linha da música com a palavra nova em negrito', 'Tradução ao lado'],
  },
  // pronuncia
  {
    id: 'pron-th-sounds',
    focus: 'pronuncia',
    levels: PLAN_LEVELS,
    moduleType: 'accent-lab',
    channel: 'fala',
    title: 'Os dois sons do TH',
    instruction:
      'No Laboratório de Fonética, grave "think" e "this". Ponha a ponta da língua entre os dentes: o TH de think é só ar (não é "f" nem "s"), o de this vibra (não é "d").',
    minutes: 8,
    cues: ['Espelho: a língua aparece entre os dentes', 'Pares: think × sink, this × dis'],
  },
  {
    id: 'pron-sentences',
    focus: 'pronuncia',
    levels: BI,
    moduleType: 'phonetics',
    channel: 'fala',
    title: 'Grave e compare sua pronúncia',
    instruction: 'Em Fonética Avançada, grave duas frases de exemplo e leia a análise. Regrave a palavra com a nota mais baixa até ela subir.',
    minutes: 10,
    cues: ['A nota de cada gravação anotada', 'A palavra mais difícil em destaque'],
  },
  {
    id: 'pron-ed-endings',
    focus: 'pronuncia',
    levels: I,
    moduleType: 'phonetics',
    channel: 'fala',
    title: 'O final -ed sem vogal extra',
    instruction:
      'Grave frases com "worked", "played" e "wanted". Só o último tem uma sílaba a mais (/ɪd/); nos outros o -ed é só /t/ ou /d/: nada de "uórqued".',
    minutes: 8,
    cues: ['Três colunas: /t/, /d/, /ɪd/', 'Sílabas batidas com o dedo'],
  },
  {
    id: 'pron-flap-t',
    focus: 'pronuncia',
    levels: IA,
    moduleType: 'accent-lab',
    channel: 'fala',
    title: 'O T americano entre vogais',
    instruction:
      'Pratique o "flap T" de water, better e city: entre vogais o T americano soa como o R de "caro". Grave no laboratório e compare com a dica da posição da boca.',
    minutes: 8,
    cues: ['Respelling: water ≈ "uórer"', 'A língua toca rápido atrás dos dentes'],
  },
  {
    id: 'pron-word-stress',
    focus: 'pronuncia',
    levels: A,
    moduleType: 'phonetics',
    channel: 'fala',
    title: 'Sílaba tônica que muda',
    instruction: 'Grave PHOtograph, phoTOgraphy e photoGRAphic. Exagere a sílaba forte e reduza as outras a um "schwa" (/ə/).',
    minutes: 8,
    cues: ['Sílaba forte em maiúsculas', 'Bolinhas grandes e pequenas para o ritmo'],
  },
  // escuta
  {
    id: 'esc-numbers',
    focus: 'escuta',
    levels: BI,
    moduleType: 'conversation',
    channel: 'escuta',
    title: 'Thirteen ou thirty?',
    instruction:
      'Peça ao tutor, no tema Viagem, preços e horários de um voo. Anote cada número que ouvir e confirme: "Did you say thirteen or thirty?". Em thirteen a força está no fim.',
    minutes: 8,
    cues: ['Pares: 13 × 30, 14 × 40, 15 × 50', 'A sílaba forte sublinhada'],
  },
  {
    id: 'esc-song-lines',
    focus: 'escuta',
    levels: PLAN_LEVELS,
    moduleType: 'lyric-translate',
    channel: 'escuta',
    title: 'Ouvido afinado com música',
    instruction: 'Faça o warm-up com a música do dia duas vezes: na primeira só ouça; na segunda, repita cada linha junto, no mesmo ritmo.',
    minutes: 5,
    cues: ['A linha atual iluminada', 'Ritmo marcado com a mão'],
  },
  {
    id: 'esc-connected-speech',
    focus: 'escuta',
    levels: IA,
    moduleType: 'american-scaffolder',
    channel: 'escuta',
    title: 'Gonna, wanna, gotta',
    instruction:
      'No Scaffolder Americano, ouça uma cena e anote as formas reduzidas: gonna (going to), wanna (want to), gotta (got to). Depois diga as frases como os americanos.',
    minutes: 10,
    cues: ['Forma escrita × forma falada lado a lado', 'As reduções circuladas na transcrição'],
  },
  {
    id: 'esc-podcast',
    focus: 'escuta',
    levels: A,
    moduleType: 'american-scaffolder',
    channel: 'escuta',
    title: 'Entenda sem legenda',
    instruction: 'Escolha o trecho de podcast do Scaffolder, ouça sem ler a transcrição e resuma em três frases em inglês. Só então confira a transcrição.',
    minutes: 12,
    cues: ['Três caixas: quem, o quê, por quê', 'Transcrição escondida até o fim'],
  },
  // leitura
  {
    id: 'leit-handout',
    focus: 'leitura',
    levels: PLAN_LEVELS,
    moduleType: 'material-didatico',
    channel: 'leitura',
    title: 'Leia uma apostila do seu nível',
    instruction:
      'Gere uma apostila do seu nível, leia os slides e faça os exercícios. Antes de ver a resposta, explique para si mesmo por que escolheu a opção.',
    minutes: 12,
    cues: ['Um slide por vez, sem pular', 'Palavras novas anotadas à margem'],
  },
  {
    id: 'leit-culture-notes',
    focus: 'leitura',
    levels: BI,
    moduleType: 'cultural-bridge',
    channel: 'leitura',
    title: 'Expressões explicadas',
    instruction:
      'Na Ponte Cultural, leia três expressões da categoria Cumprimentos com seus exemplos. Escreva em que situação do seu dia você usaria cada uma.',
    minutes: 8,
    cues: ['Expressão × tradução literal × equivalente', 'Exemplo de uso em destaque'],
  },
  {
    id: 'leit-scene-transcript',
    focus: 'leitura',
    levels: IA,
    moduleType: 'american-scaffolder',
    channel: 'leitura',
    title: 'Leitura ativa de uma cena',
    instruction: 'Leia a transcrição de uma cena do Scaffolder e responda às perguntas de compreensão. Sublinhe as palavras que explicam cada resposta.',
    minutes: 10,
    cues: ['Perguntas lidas antes do texto', 'A prova de cada resposta sublinhada'],
  },
  // escrita
  {
    id: 'escr-socratic-answers',
    focus: 'escrita',
    levels: BI,
    moduleType: 'socratic',
    channel: 'escrita',
    title: 'Respostas completas por escrito',
    instruction:
      'Nos Diálogos Socráticos, responda a três perguntas com pelo menos duas frases cada: uma com a sua opinião e outra com um motivo ("because…").',
    minutes: 8,
    cues: ['Opinião + because + exemplo', 'Conte as frases de cada resposta'],
  },
  {
    id: 'escr-email',
    focus: 'escrita',
    levels: IA,
    moduleType: 'socratic',
    channel: 'escrita',
    title: 'Um e-mail profissional curto',
    instruction:
      'Escreva para o tutor socrático um e-mail curto pedindo uma reunião: saudação, motivo, duas opções de horário e fechamento ("Looking forward to hearing from you").',
    minutes: 10,
    cues: ['Estrutura: saudação → motivo → pedido → fechamento', 'Frases prontas numa lista ao lado'],
  },
  {
    id: 'escr-dictionary-sentences',
    focus: 'escrita',
    levels: PLAN_LEVELS,
    moduleType: 'dictionary',
    channel: 'escrita',
    title: 'Frases com suas palavras',
    instruction: 'Abra o dicionário e escolha três palavras favoritas. Escreva uma frase nova com cada uma, sobre algo que aconteceu com você esta semana.',
    minutes: 6,
    cues: ['A palavra em destaque dentro da frase', 'Uma frase por linha'],
  },
  {
    id: 'escr-argument',
    focus: 'escrita',
    levels: A,
    moduleType: 'socratic',
    channel: 'escrita',
    title: 'Um parágrafo que convence',
    instruction:
      'Escreva um parágrafo defendendo uma ideia nos Diálogos Socráticos: tese, dois argumentos com "Furthermore" e "On the other hand", e uma conclusão.',
    minutes: 12,
    cues: ['Tese em negrito', 'Conectivos numa cor só'],
  },
  // negocios
  {
    id: 'neg-interview',
    focus: 'negocios',
    levels: BI,
    moduleType: 'challenges',
    channel: 'fala',
    title: 'Entrevista de emprego',
    instruction:
      'Faça o desafio da entrevista de emprego. Prepare antes uma resposta para "Tell me about yourself" em três partes: presente, passado e futuro.',
    minutes: 5,
    cues: ['Presente → passado → futuro', 'Cronômetro visível'],
  },
  {
    id: 'neg-pitch',
    focus: 'negocios',
    levels: IA,
    moduleType: 'challenges',
    channel: 'fala',
    title: 'Pitch de três minutos',
    instruction:
      'Faça o desafio do pitch de startup: problema, solução, mercado e o pedido final. Termine com uma frase forte, como "We are looking for partners who…".',
    minutes: 5,
    cues: ['Quatro blocos com tempo para cada um', 'A frase final escrita em destaque'],
  },
  {
    id: 'neg-networking',
    focus: 'negocios',
    levels: PLAN_LEVELS,
    moduleType: 'conversation',
    channel: 'fala',
    title: 'Networking sem travar',
    instruction:
      'No tema Negócios, apresente-se ao tutor como num evento: o que você faz, o que procura e uma pergunta sobre o trabalho dele. Feche com "It was great talking to you".',
    minutes: 10,
    cues: ['Roteiro: quem sou → o que faço → o que busco', 'Pergunta de volta sempre pronta'],
  },
  {
    id: 'neg-presentation',
    focus: 'negocios',
    levels: A,
    moduleType: 'challenges',
    channel: 'fala',
    title: 'Apresentação técnica',
    instruction:
      'Faça o desafio da apresentação técnica explicando um projeto seu para quem não é da área. Use "In other words…" sempre que um termo técnico aparecer.',
    minutes: 7,
    cues: ['Termo técnico × explicação simples', 'Um slide imaginário por ideia'],
  },
  // cultura
  {
    id: 'cult-small-talk',
    focus: 'cultura',
    levels: PLAN_LEVELS,
    moduleType: 'cultural-bridge',
    channel: 'leitura',
    title: 'Small talk à americana',
    instruction:
      'Na Ponte Cultural, estude como responder "How are you doing?" e "What\'s up?". Nos EUA é um cumprimento, não uma pergunta de verdade: responda curto e devolva a pergunta.',
    minutes: 6,
    cues: ['Pergunta × resposta esperada', 'O que não dizer: a lista dos seus problemas'],
  },
  {
    id: 'cult-polite-requests',
    focus: 'cultura',
    levels: BI,
    moduleType: 'cultural-bridge',
    channel: 'leitura',
    title: 'Pedidos educados',
    instruction:
      'Compare "Give me a coffee" com "Could I get a coffee, please?". Leia as expressões de pedido da Ponte Cultural e reescreva três pedidos diretos de forma educada.',
    minutes: 6,
    cues: ['Escada da formalidade: Can → Could → Would you mind', 'Please sempre no fim'],
  },
  {
    id: 'cult-sitcom',
    focus: 'cultura',
    levels: IA,
    moduleType: 'american-scaffolder',
    channel: 'escuta',
    title: 'O humor de uma sitcom',
    instruction: 'No Scaffolder, assista à cena de sitcom e explique em inglês por que a piada funciona para um americano e o que um brasileiro estranharia.',
    minutes: 10,
    cues: ['Contexto americano × comparação brasileira', 'A fala da piada em destaque'],
  },
  {
    id: 'cult-tipping',
    focus: 'cultura',
    levels: IA,
    moduleType: 'conversation',
    channel: 'fala',
    title: 'Gorjeta, fila e pontualidade',
    instruction: 'No tema Comida, pergunte ao tutor quanto se dá de gorjeta num restaurante americano e conte como é no Brasil. Use "In Brazil, we usually…".',
    minutes: 10,
    cues: ['Tabela: EUA × Brasil', 'Porcentagem de gorjeta anotada'],
  },
];
