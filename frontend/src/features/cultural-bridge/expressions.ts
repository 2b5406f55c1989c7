/**
 * Spec part 2 §2.8 and §3 (Cultural expression): the built-in expressions of
 * the Ponte Cultural-Linguística, written for Juba. Explanations, notes and
 * mistakes are in Portuguese; English inside them is quoted, as the example
 * being explained.
 */
import type { EnglishLevel } from '@juba/contracts/english-level';

export const EXPRESSION_CATEGORIES = ['greetings', 'idioms', 'grammar', 'business', 'social'] as const;
export type ExpressionCategory = (typeof EXPRESSION_CATEGORIES)[number];

const FORMALITY_LEVELS = ['formal', 'informal', 'casual'] as const;
export type FormalityLevel = (typeof FORMALITY_LEVELS)[number];

interface UsageExample {
  english: string;
  portuguese: string;
}

export interface CulturalExpression {
  id: string;
  englishExpression: string;
  /** Word for word, to show why the direct translation misleads. */
  portugueseLiteral: string;
  /** What a Brazilian would actually say. */
  portugueseEquivalent: string;
  contextualExplanation: string;
  culturalNotes: string;
  formalityLevel: FormalityLevel;
  usageExamples: UsageExample[];
  /** The mistakes Brazilians make with it. */
  commonMistakes: string[];
  category: ExpressionCategory;
  difficulty: EnglishLevel;
}

export const CULTURAL_EXPRESSIONS: readonly CulturalExpression[] = [
  // Greetings
  {
    id: 'how-are-you-doing',
    englishExpression: 'How are you doing?',
    portugueseLiteral: 'Como você está fazendo?',
    portugueseEquivalent: 'Tudo bem? / Como vai?',
    contextualExplanation:
      'É um cumprimento, não uma pergunta de verdade. A resposta esperada é curta e positiva, seguida da mesma pergunta: "Good, thanks. How about you?".',
    culturalNotes:
      'Nos Estados Unidos, o caixa do mercado, o garçom e o colega no corredor perguntam isso sem esperar um relato do seu dia. Contar problemas aqui soa estranho; os desabafos ficam para os amigos próximos.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Hey, Mike! How are you doing? — Pretty good, thanks. You?', portuguese: 'Oi, Mike! Tudo bem? — Tudo ótimo, e você?' },
      { english: 'Hi, how are you doing today? — Doing well, thank you.', portuguese: 'Olá, como vai hoje? — Bem, obrigado.' },
    ],
    commonMistakes: [
      'Responder com uma lista de problemas: a pergunta é só um "oi" educado.',
      'Esquecer de devolver a pergunta: depois de "Good, thanks", diga "How about you?".',
      'Traduzir "doing" como "fazendo": a frase não pergunta o que você está fazendo.',
    ],
    category: 'greetings',
    difficulty: 'beginner',
  },
  {
    id: 'whats-up',
    englishExpression: "What's up?",
    portugueseLiteral: 'O que está em cima?',
    portugueseEquivalent: 'E aí? / Beleza?',
    contextualExplanation:
      'Cumprimento bem descontraído entre amigos e colegas da mesma idade. A resposta mais comum é "Not much" ou "Nothing much, you?", e não uma descrição do que você está fazendo.',
    culturalNotes:
      'É a versão americana do "E aí?". Entre jovens, muitas vezes vira só "Sup?". Com o chefe numa reunião formal ou num e-mail de trabalho, prefira "Hello" ou "Good morning".',
    formalityLevel: 'casual',
    usageExamples: [
      { english: "Yo, Jake! What's up? — Not much, man. You?", portuguese: 'Fala, Jake! E aí? — Nada de mais, cara. E você?' },
      { english: "What's up with the printer? It's not working again.", portuguese: 'O que houve com a impressora? Parou de novo.' },
    ],
    commonMistakes: [
      'Responder "I\'m fine, thank you": não está errado, mas soa duro; prefira "Not much".',
      'Olhar para cima ou achar que é pergunta sobre algo no alto: "up" aqui não tem sentido de lugar.',
      'Usar em contexto formal, como uma entrevista de emprego.',
    ],
    category: 'greetings',
    difficulty: 'beginner',
  },
  {
    id: 'nice-to-meet-you',
    englishExpression: 'Nice to meet you.',
    portugueseLiteral: 'Bom te encontrar.',
    portugueseEquivalent: 'Prazer em conhecer você. / Muito prazer.',
    contextualExplanation:
      'Só se diz na primeira vez que você conhece alguém. Nos encontros seguintes, o certo é "Nice to see you" ou "Good to see you again".',
    culturalNotes:
      'Nos Estados Unidos, a apresentação é um aperto de mão firme e olho no olho; beijo no rosto e abraço com quem você acabou de conhecer causam desconforto. Repetir o nome da pessoa ("Nice to meet you, Sarah") é visto como atenção.',
    formalityLevel: 'informal',
    usageExamples: [
      {
        english: "I'm Lucas, from the São Paulo office. — Nice to meet you, Lucas. I'm Emma.",
        portuguese: 'Sou o Lucas, do escritório de São Paulo. — Prazer, Lucas. Eu sou a Emma.',
      },
      { english: 'It was nice meeting you! Have a great weekend.', portuguese: 'Foi um prazer te conhecer! Bom fim de semana.' },
    ],
    commonMistakes: [
      'Dizer "Nice to meet you" para quem você já conhece: use "Nice to see you".',
      'Responder só "Pleasure" com tom seco: diga "Nice to meet you too".',
      'Cumprimentar com beijo no rosto um colega americano recém-apresentado.',
    ],
    category: 'greetings',
    difficulty: 'beginner',
  },
  {
    id: 'long-time-no-see',
    englishExpression: 'Long time no see!',
    portugueseLiteral: 'Longo tempo não ver!',
    portugueseEquivalent: 'Quanto tempo!',
    contextualExplanation:
      'Usado ao reencontrar alguém depois de meses ou anos. A frase não segue a gramática normal do inglês; é uma expressão fixa e deve ser usada exatamente assim.',
    culturalNotes:
      'É calorosa e informal, ótima para amigos e antigos colegas. Em seguida costuma vir "How have you been?", que pede um resumo rápido do que mudou na sua vida.',
    formalityLevel: 'casual',
    usageExamples: [
      { english: 'Carla! Long time no see! How have you been?', portuguese: 'Carla! Quanto tempo! Como você tem passado?' },
      { english: 'Long time no see, buddy. We should grab lunch.', portuguese: 'Quanto tempo, amigo. A gente devia almoçar junto.' },
    ],
    commonMistakes: [
      'Traduzir "Quanto tempo!" palavra por palavra como "How much time!": ninguém entende como cumprimento.',
      'Tentar "corrigir" a frase para "It has been a long time that I don\'t see you": a forma fixa é a natural.',
      'Responder "How have you been?" com "I have been fine" e parar aí: conte uma novidade.',
    ],
    category: 'greetings',
    difficulty: 'intermediate',
  },
  {
    id: 'good-evening',
    englishExpression: 'Good evening',
    portugueseLiteral: 'Bom fim de tarde',
    portugueseEquivalent: 'Boa noite (ao chegar)',
    contextualExplanation: 'Em inglês, a "boa noite" de quem chega é "Good evening". "Good night" é só uma despedida: quando você vai embora ou vai dormir.',
    culturalNotes:
      '"Good evening" soa educado e um pouco formal, comum em restaurantes, hotéis e eventos. Entre amigos, à noite, um simples "Hi" ou "Hey" basta.',
    formalityLevel: 'formal',
    usageExamples: [
      { english: 'Good evening, sir. Do you have a reservation?', portuguese: 'Boa noite, senhor. O senhor tem reserva?' },
      { english: 'Thanks for dinner! Good night, everyone.', portuguese: 'Obrigado pelo jantar! Boa noite a todos.' },
    ],
    commonMistakes: [
      'Chegar a uma festa às 20h dizendo "Good night": soa como se você já estivesse indo embora.',
      'Usar "Good afternoon" depois que escurece: a partir das 18h, mais ou menos, é "Good evening".',
    ],
    category: 'greetings',
    difficulty: 'beginner',
  },
  {
    id: 'take-care',
    englishExpression: 'Take care!',
    portugueseLiteral: 'Tome cuidado!',
    portugueseEquivalent: 'Se cuida! / Até mais!',
    contextualExplanation: 'É uma despedida carinhosa, não um aviso de perigo. Responda com "You too!" ou "Thanks, you too!".',
    culturalNotes:
      'Aparece no fim de conversas, ligações e até e-mails informais ("Take care, Ana"). Outras despedidas comuns são "Have a good one!" e "See you around!".',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Okay, I have to go. Take care! — You too!', portuguese: 'Bom, preciso ir. Se cuida! — Você também!' },
      { english: 'Thanks for the call. Take care, and say hi to your mom.', portuguese: 'Obrigada pela ligação. Se cuida, e manda um beijo pra sua mãe.' },
    ],
    commonMistakes: [
      'Perguntar "Why? What happened?": ninguém está avisando de um perigo.',
      'Responder "Thank you" e ficar em silêncio: o natural é devolver, "You too!".',
    ],
    category: 'greetings',
    difficulty: 'beginner',
  },
  // Idioms
  {
    id: 'piece-of-cake',
    englishExpression: "It's a piece of cake.",
    portugueseLiteral: 'É um pedaço de bolo.',
    portugueseEquivalent: 'É moleza. / É fichinha.',
    contextualExplanation: 'Diz que uma tarefa é muito fácil. Serve para provas, tarefas do trabalho, receitas, qualquer coisa.',
    culturalNotes:
      'Os americanos gostam de mostrar confiança de forma leve, e a expressão faz isso. Cuidado para não parecer que você menospreza o esforço de alguém que achou a tarefa difícil.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'How was the driving test? — A piece of cake!', portuguese: 'Como foi a prova de direção? — Moleza!' },
      { english: "Don't worry, setting up the app is a piece of cake.", portuguese: 'Não se preocupe, configurar o aplicativo é fichinha.' },
    ],
    commonMistakes: [
      'Achar que a frase tem a ver com comida ou festa.',
      'Usar a expressão para pessoas ("He is a piece of cake"): ela fala de tarefas, não de gente.',
    ],
    category: 'idioms',
    difficulty: 'beginner',
  },
  {
    id: 'break-a-leg',
    englishExpression: 'Break a leg!',
    portugueseLiteral: 'Quebre uma perna!',
    portugueseEquivalent: 'Boa sorte! / Arrasa!',
    contextualExplanation:
      'Deseja boa sorte antes de uma apresentação, um show, uma peça ou uma entrevista. Vem do teatro, onde desejar "good luck" diretamente dava azar.',
    culturalNotes:
      'É comum antes de palestras, audições e apresentações importantes. Em situações sérias, como antes de uma cirurgia ou de uma viagem perigosa, use "Good luck" para não soar de mau gosto.',
    formalityLevel: 'casual',
    usageExamples: [
      { english: 'Your presentation is at ten? Break a leg!', portuguese: 'Sua apresentação é às dez? Boa sorte, arrasa!' },
      { english: 'Break a leg tonight! We will be in the front row.', portuguese: 'Arrasa hoje à noite! A gente vai estar na primeira fila.' },
    ],
    commonMistakes: [
      'Ficar ofendido ou preocupado: é um desejo de sucesso.',
      'Usar a expressão antes de um exame médico ou de uma competição esportiva com risco de lesão.',
    ],
    category: 'idioms',
    difficulty: 'intermediate',
  },
  {
    id: 'cost-an-arm-and-a-leg',
    englishExpression: 'It cost an arm and a leg.',
    portugueseLiteral: 'Custou um braço e uma perna.',
    portugueseEquivalent: 'Custou os olhos da cara.',
    contextualExplanation: 'Diz que algo foi muito caro. Mesma ideia da expressão brasileira, mas com outras partes do corpo.',
    culturalNotes:
      'Falar de preços é comum nos Estados Unidos, mas perguntar quanto alguém ganha ou quanto pagou pela casa pode ser indiscreto. A expressão deixa a conversa leve sem citar valores.',
    formalityLevel: 'informal',
    usageExamples: [
      {
        english: 'The concert tickets cost an arm and a leg, but it was worth it.',
        portuguese: 'Os ingressos do show custaram os olhos da cara, mas valeu a pena.',
      },
      { english: "I'd love a new laptop, but they cost an arm and a leg.", portuguese: 'Eu adoraria um notebook novo, mas eles custam os olhos da cara.' },
    ],
    commonMistakes: [
      'Traduzir "os olhos da cara" ao pé da letra: "the eyes of the face" não é expressão em inglês.',
      'Esquecer os artigos: é "an arm and a leg", não "arm and leg".',
    ],
    category: 'idioms',
    difficulty: 'intermediate',
  },
  {
    id: 'call-it-a-day',
    englishExpression: "Let's call it a day.",
    portugueseLiteral: 'Vamos chamar isso de um dia.',
    portugueseEquivalent: 'Vamos encerrar por hoje.',
    contextualExplanation:
      'Propõe parar de trabalhar ou de fazer uma atividade, geralmente porque já se fez o bastante. À noite também se ouve "Let\'s call it a night".',
    culturalNotes:
      'No trabalho americano, quem propõe encerrar costuma resumir o que falta: "Let\'s call it a day and finish the report tomorrow". Fica claro que a tarefa não foi abandonada.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: "It's almost seven. Let's call it a day.", portuguese: 'Já são quase sete. Vamos encerrar por hoje.' },
      {
        english: 'After thirty years as a teacher, she decided to call it a day.',
        portuguese: 'Depois de trinta anos como professora, ela decidiu se aposentar.',
      },
    ],
    commonMistakes: [
      'Achar que a frase fala de dar nome a um dia.',
      'Dizer "Let\'s finish for today" sempre: está certo, mas a expressão é o que os colegas vão usar.',
    ],
    category: 'idioms',
    difficulty: 'intermediate',
  },
  {
    id: 'once-in-a-blue-moon',
    englishExpression: 'Once in a blue moon',
    portugueseLiteral: 'Uma vez numa lua azul',
    portugueseEquivalent: 'Muito de vez em quando / De vez em nunca',
    contextualExplanation: 'Diz que algo acontece muito raramente. Costuma ficar no fim da frase.',
    culturalNotes: '"Blue moon" é o nome popular da segunda lua cheia num mesmo mês, um fenômeno raro. A expressão aparece muito em conversas sobre hábitos.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'I only eat fast food once in a blue moon.', portuguese: 'Eu só como fast food muito de vez em quando.' },
      {
        english: 'My brother lives in Texas, so we see each other once in a blue moon.',
        portuguese: 'Meu irmão mora no Texas, então a gente se vê de vez em nunca.',
      },
    ],
    commonMistakes: [
      'Traduzir "de vez em nunca" como "from time to never": não existe em inglês.',
      'Colocar a expressão no começo da frase com vírgula estranha; o mais natural é no fim.',
    ],
    category: 'idioms',
    difficulty: 'intermediate',
  },
  {
    id: 'beat-around-the-bush',
    englishExpression: "Don't beat around the bush.",
    portugueseLiteral: 'Não bata em volta do arbusto.',
    portugueseEquivalent: 'Não enrole. / Vá direto ao ponto.',
    contextualExplanation: 'Pede que a pessoa fale de forma direta, sem rodeios. "Beating around the bush" é enrolar antes de dizer o que importa.',
    culturalNotes:
      'A comunicação americana, sobretudo no trabalho, valoriza ir direto ao ponto. O brasileiro costuma preparar o terreno antes de um pedido ou de uma crítica; nos Estados Unidos isso pode parecer falta de clareza.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Stop beating around the bush. Did we get the contract or not?', portuguese: 'Pare de enrolar. Ganhamos o contrato ou não?' },
      { english: "I won't beat around the bush: we need to cut the budget.", portuguese: 'Vou direto ao ponto: precisamos cortar o orçamento.' },
    ],
    commonMistakes: [
      'Trocar "bush" por "tree" ou "forest": a expressão é fixa.',
      'Começar um e-mail de trabalho com três parágrafos de contexto antes do pedido.',
    ],
    category: 'idioms',
    difficulty: 'advanced',
  },
  {
    id: 'hit-the-road',
    englishExpression: "Let's hit the road.",
    portugueseLiteral: 'Vamos bater na estrada.',
    portugueseEquivalent: 'Vamos nessa! / Pé na estrada!',
    contextualExplanation: 'Quer dizer ir embora ou começar uma viagem. Serve tanto para sair de uma festa quanto para pegar a estrada de carro.',
    culturalNotes: 'Viagens longas de carro, as famosas "road trips", fazem parte da cultura americana; por isso há tantas expressões ligadas à estrada.',
    formalityLevel: 'casual',
    usageExamples: [
      { english: "It's getting late. We should hit the road.", portuguese: 'Está ficando tarde. A gente devia ir embora.' },
      { english: 'We hit the road at six to beat the traffic.', portuguese: 'Pegamos a estrada às seis para fugir do trânsito.' },
    ],
    commonMistakes: ['Achar que tem a ver com bater ou brigar.', 'Usar numa reunião formal para anunciar que vai sair: prefira "I need to head out".'],
    category: 'idioms',
    difficulty: 'intermediate',
  },
  // Grammar
  {
    id: 'i-am-years-old',
    englishExpression: "I'm 30 years old.",
    portugueseLiteral: 'Eu sou 30 anos velho.',
    portugueseEquivalent: 'Eu tenho 30 anos.',
    contextualExplanation: 'Em inglês, a idade é algo que você "é", com o verbo "to be", e não algo que você "tem". Também se pode dizer só "I\'m 30".',
    culturalNotes:
      'Perguntar a idade de um adulto que você acabou de conhecer é considerado indiscreto nos Estados Unidos, principalmente no trabalho. Com crianças, é uma pergunta normal.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: "How old is your daughter? — She's seven.", portuguese: 'Quantos anos tem sua filha? — Ela tem sete.' },
      { english: "I'm 30 years old and I just started learning to surf.", portuguese: 'Eu tenho 30 anos e acabei de começar a surfar.' },
    ],
    commonMistakes: [
      'Dizer "I have 30 years", tradução direta de "eu tenho 30 anos".',
      'Dizer "I\'m 30 years" sem "old": ou "I\'m 30", ou "I\'m 30 years old".',
    ],
    category: 'grammar',
    difficulty: 'beginner',
  },
  {
    id: 'there-is-there-are',
    englishExpression: 'There are a lot of people here.',
    portugueseLiteral: 'Lá são muitas pessoas aqui.',
    portugueseEquivalent: 'Tem muita gente aqui.',
    contextualExplanation:
      'Para dizer que algo existe num lugar, o inglês usa "there is" (singular) e "there are" (plural), e não o verbo "have". O "tem" do português falado vira "there is/are".',
    culturalNotes: 'É uma das marcas mais fortes do sotaque gramatical brasileiro; acertar essa estrutura deixa sua fala muito mais natural.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Is there a pharmacy near here?', portuguese: 'Tem uma farmácia aqui perto?' },
      {
        english: "There are two meetings this afternoon, and there isn't time for lunch.",
        portuguese: 'Tem duas reuniões hoje à tarde e não tem tempo para almoçar.',
      },
    ],
    commonMistakes: [
      'Dizer "Have a lot of people here", tradução direta de "tem muita gente aqui".',
      'Usar "there is" com plural: "There is two meetings" está errado.',
      'Dizer "people is": em inglês, "people" é plural ("people are").',
    ],
    category: 'grammar',
    difficulty: 'beginner',
  },
  {
    id: 'i-have-lived-here-for',
    englishExpression: 'I have lived here for five years.',
    portugueseLiteral: 'Eu tenho morado aqui por cinco anos.',
    portugueseEquivalent: 'Moro aqui há cinco anos.',
    contextualExplanation:
      'Quando algo começou no passado e continua até agora, o inglês usa o present perfect ("have lived") com "for" (duração) ou "since" (ponto de início). O presente simples ("I live") não serve aqui.',
    culturalNotes: 'A pergunta "How long have you lived here?" é um clássico de conversa quando você se muda ou conhece vizinhos; vale ter a resposta pronta.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'How long have you worked at Google? — For about two years.', portuguese: 'Há quanto tempo você trabalha no Google? — Há uns dois anos.' },
      { english: 'We have known each other since 2015.', portuguese: 'A gente se conhece desde 2015.' },
    ],
    commonMistakes: [
      'Dizer "I live here for five years", copiando o presente do português.',
      'Trocar "for" e "since": "since five years" está errado; use "for five years" ou "since 2020".',
      'Usar "there is" para tempo ("there is five years that I live here").',
    ],
    category: 'grammar',
    difficulty: 'intermediate',
  },
  {
    id: 'make-a-mistake',
    englishExpression: 'I made a mistake.',
    portugueseLiteral: 'Eu fiz um erro.',
    portugueseEquivalent: 'Eu cometi um erro. / Eu errei.',
    contextualExplanation:
      'O português usa "fazer" para quase tudo; o inglês divide entre "make" e "do". Erros, decisões, planos e amigos vão com "make"; tarefas, lição de casa e favores vão com "do".',
    culturalNotes:
      'Admitir um erro de forma direta ("I made a mistake, I\'ll fix it") é bem visto no trabalho americano: mostra responsabilidade, não fraqueza.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: "Sorry, I made a mistake in the spreadsheet. I'll fix it now.", portuguese: 'Desculpe, eu errei na planilha. Vou corrigir agora.' },
      { english: 'Could you do me a favor and make a copy of this?', portuguese: 'Você pode me fazer um favor e tirar uma cópia disso?' },
    ],
    commonMistakes: ['Dizer "I did a mistake".', 'Dizer "make my homework" em vez de "do my homework".', 'Dizer "do a decision" em vez de "make a decision".'],
    category: 'grammar',
    difficulty: 'beginner',
  },
  {
    id: 'i-agree',
    englishExpression: 'I agree with you.',
    portugueseLiteral: 'Eu concordo com você.',
    portugueseEquivalent: 'Concordo com você.',
    contextualExplanation:
      'Em inglês, "agree" já é verbo, então não leva "am". A tradução literal funciona; o erro aparece quando se mistura com a estrutura "I am + adjetivo".',
    culturalNotes:
      'Em reuniões americanas, concordar em voz alta ("I agree, and I\'d add...") é uma forma comum de entrar na conversa antes de acrescentar sua ideia.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'I agree with you. The deadline is too tight.', portuguese: 'Concordo com você. O prazo está apertado demais.' },
      { english: "I don't agree. I think we need more data.", portuguese: 'Não concordo. Acho que precisamos de mais dados.' },
    ],
    commonMistakes: ['Dizer "I am agree" ou "I\'m agree".', 'Dizer "I am not agree" em vez de "I don\'t agree".'],
    category: 'grammar',
    difficulty: 'beginner',
  },
  {
    id: 'depends-on',
    englishExpression: 'It depends on the weather.',
    portugueseLiteral: 'Depende de o tempo.',
    portugueseEquivalent: 'Depende do tempo.',
    contextualExplanation: 'O verbo "depend" pede a preposição "on", e não "of". Sozinho, no fim da resposta, é só "It depends".',
    culturalNotes: '"It depends" é uma resposta honesta e comum; em seguida, os americanos costumam explicar do que depende.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Are you going to the beach tomorrow? — It depends on the weather.', portuguese: 'Você vai à praia amanhã? — Depende do tempo.' },
      { english: 'The price depends on how many people are coming.', portuguese: 'O preço depende de quantas pessoas vêm.' },
    ],
    commonMistakes: ['Dizer "depends of", copiando o "depende de".', 'Responder só "Depends" sem "It" numa conversa formal.'],
    category: 'grammar',
    difficulty: 'beginner',
  },
  // Business
  {
    id: 'touch-base',
    englishExpression: "Let's touch base next week.",
    portugueseLiteral: 'Vamos tocar a base semana que vem.',
    portugueseEquivalent: 'Vamos nos falar semana que vem.',
    contextualExplanation: 'Propõe uma conversa rápida para atualizar o andamento de algo. Vem do beisebol, em que o jogador precisa tocar a base.',
    culturalNotes:
      'O mundo corporativo americano usa muitas metáforas de esporte. Quando alguém diz "Let\'s touch base", espera que a conversa realmente aconteça; é comum já marcar o horário.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: "Let's touch base on Monday to see how the launch went.", portuguese: 'Vamos nos falar na segunda para ver como foi o lançamento.' },
      { english: 'I just wanted to touch base about the budget.', portuguese: 'Só queria alinhar com você sobre o orçamento.' },
    ],
    commonMistakes: [
      'Achar que a frase fala de uma base física ou de um lugar.',
      'Usar em contextos pessoais, com família ou amigos, onde soa como linguagem de escritório.',
    ],
    category: 'business',
    difficulty: 'intermediate',
  },
  {
    id: 'get-back-to-you',
    englishExpression: "I'll get back to you.",
    portugueseLiteral: 'Eu vou voltar para você.',
    portugueseEquivalent: 'Te dou um retorno.',
    contextualExplanation: 'Promete uma resposta depois, quando você tiver a informação. Fica melhor ainda com um prazo: "I\'ll get back to you by Friday".',
    culturalNotes:
      'No trabalho americano, essa frase é um compromisso. Se o prazo passar, mande uma mensagem mesmo sem a resposta final ("Quick update: still waiting on legal").',
    formalityLevel: 'formal',
    usageExamples: [
      { english: "Let me check with my manager, and I'll get back to you tomorrow.", portuguese: 'Deixa eu ver com meu gerente e te dou um retorno amanhã.' },
      { english: 'Thanks for getting back to me so quickly.', portuguese: 'Obrigado pelo retorno tão rápido.' },
    ],
    commonMistakes: ['Dizer "I\'ll give you a return", tradução direta de "dar um retorno".', 'Prometer o retorno e não dar sinal de vida depois.'],
    category: 'business',
    difficulty: 'intermediate',
  },
  {
    id: 'please-find-attached',
    englishExpression: 'Please find the report attached.',
    portugueseLiteral: 'Por favor, encontre o relatório anexado.',
    portugueseEquivalent: 'Segue o relatório em anexo.',
    contextualExplanation: 'Fórmula de e-mail para anunciar um anexo. Hoje muita gente prefere o mais simples "I\'ve attached the report".',
    culturalNotes:
      'E-mails de trabalho nos Estados Unidos tendem a ser curtos: uma linha de contexto, o pedido e a despedida. Frases longas de cortesia, comuns em português, costumam ser cortadas.',
    formalityLevel: 'formal',
    usageExamples: [
      {
        english: 'Hi Tom, please find the Q3 report attached. Let me know if you have any questions.',
        portuguese: 'Oi, Tom, segue em anexo o relatório do terceiro trimestre. Qualquer dúvida, me avise.',
      },
      { english: "I've attached the signed contract for your records.", portuguese: 'Anexei o contrato assinado para o seu controle.' },
    ],
    commonMistakes: ['Escrever "Follows attached the report", tradução direta de "segue anexo".', 'Escrever "in attachment" em vez de "attached".'],
    category: 'business',
    difficulty: 'intermediate',
  },
  {
    id: 'set-up-a-meeting',
    englishExpression: "Let's set up a meeting.",
    portugueseLiteral: 'Vamos montar uma reunião.',
    portugueseEquivalent: 'Vamos marcar uma reunião.',
    contextualExplanation: 'Para marcar reuniões e compromissos, o inglês usa "set up", "schedule" ou "book", nunca "mark".',
    culturalNotes:
      'Nos Estados Unidos, reunião boa tem pauta, horário de início e de fim. Chegar cinco minutos antes é o normal, e terminar no horário é sinal de respeito pelo tempo dos outros.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: "Let's set up a meeting with the design team for Thursday.", portuguese: 'Vamos marcar uma reunião com o time de design para quinta.' },
      { english: 'Can we schedule a call for 3 p.m. Eastern?', portuguese: 'Podemos marcar uma ligação para as 15h, horário de Nova York?' },
    ],
    commonMistakes: ['Dizer "Let\'s mark a meeting", tradução direta de "marcar".', 'Esquecer o fuso horário ao marcar com americanos: o país tem vários.'],
    category: 'business',
    difficulty: 'beginner',
  },
  {
    id: 'on-the-same-page',
    englishExpression: 'Are we on the same page?',
    portugueseLiteral: 'Estamos na mesma página?',
    portugueseEquivalent: 'Estamos alinhados?',
    contextualExplanation: 'Confere se todos entenderam e concordam com a mesma coisa antes de seguir.',
    culturalNotes:
      'Confirmar o entendimento em voz alta é comum e bem visto em equipes americanas. Muitas reuniões terminam com um resumo: "So, to make sure we\'re on the same page...".',
    formalityLevel: 'informal',
    usageExamples: [
      {
        english: "Before we start, let's make sure we're on the same page about the goals.",
        portuguese: 'Antes de começar, vamos garantir que estamos alinhados sobre os objetivos.',
      },
      { english: "Great, I think we're all on the same page now.", portuguese: 'Ótimo, acho que agora estamos todos alinhados.' },
    ],
    commonMistakes: ['Dizer "Are we aligned?" em toda reunião: está certo, mas a expressão é muito mais comum.', 'Trocar "page" por "paper".'],
    category: 'business',
    difficulty: 'intermediate',
  },
  {
    id: 'walk-me-through',
    englishExpression: 'Could you walk me through it?',
    portugueseLiteral: 'Você poderia me andar através disso?',
    portugueseEquivalent: 'Você pode me explicar passo a passo?',
    contextualExplanation:
      'Pede que alguém explique um processo com calma, etapa por etapa. Muito usado em entrevistas de emprego: "Walk me through your résumé".',
    culturalNotes:
      'Pedir explicação não é sinal de fraqueza no trabalho americano; é sinal de cuidado. Numa entrevista, "Walk me through..." pede uma resposta organizada, em ordem.',
    formalityLevel: 'formal',
    usageExamples: [
      { english: 'Could you walk me through the new expense process?', portuguese: 'Você pode me explicar passo a passo o novo processo de reembolso?' },
      { english: 'Walk me through your last project.', portuguese: 'Me conte, passo a passo, como foi seu último projeto.' },
    ],
    commonMistakes: [
      'Achar que a pessoa está pedindo para caminhar junto.',
      'Responder a "Walk me through your résumé" pulando de um emprego para outro, sem ordem.',
    ],
    category: 'business',
    difficulty: 'advanced',
  },
  // Social
  {
    id: 'grab-a-coffee',
    englishExpression: "Let's grab a coffee sometime.",
    portugueseLiteral: 'Vamos agarrar um café alguma hora.',
    portugueseEquivalent: 'Vamos tomar um café qualquer dia.',
    contextualExplanation:
      '"Grab" é pegar algo rápido e sem cerimônia: "grab lunch", "grab a drink". Com "sometime", o convite ainda é vago; vira convite de verdade quando se marca dia e hora.',
    culturalNotes:
      'Como o nosso "passa lá em casa", o "Let\'s grab a coffee sometime" às vezes é só simpatia. Se você quer mesmo, proponha: "How about Thursday at 4?".',
    formalityLevel: 'casual',
    usageExamples: [
      { english: "It was great to see you! Let's grab a coffee sometime.", portuguese: 'Foi ótimo te ver! Vamos tomar um café qualquer dia.' },
      { english: 'Want to grab lunch? There is a good taco place nearby.', portuguese: 'Quer almoçar? Tem um lugar bom de tacos aqui perto.' },
    ],
    commonMistakes: ['Entender "grab" como pegar à força.', 'Esperar que o convite vago se confirme sozinho: quem quer o encontro propõe a data.'],
    category: 'social',
    difficulty: 'intermediate',
  },
  {
    id: 'running-late',
    englishExpression: "I'm running late.",
    portugueseLiteral: 'Estou correndo atrasado.',
    portugueseEquivalent: 'Estou atrasado. / Vou me atrasar.',
    contextualExplanation: 'Avisa que você vai chegar depois do horário combinado. Ninguém está correndo de verdade.',
    culturalNotes:
      'Pontualidade pesa nos Estados Unidos: dez minutos de atraso já pedem uma mensagem antes do horário, com uma estimativa ("I\'m running late, I\'ll be there in 15"). Chegar no horário exato a um jantar na casa de alguém é o normal.',
    formalityLevel: 'informal',
    usageExamples: [
      {
        english: "Sorry, I'm running about ten minutes late. Traffic is crazy.",
        portuguese: 'Desculpa, vou atrasar uns dez minutos. O trânsito está uma loucura.',
      },
      { english: "We're running late, so let's skip the introductions.", portuguese: 'Estamos atrasados, então vamos pular as apresentações.' },
    ],
    commonMistakes: [
      'Dizer "I\'m late" só quando já chegou atrasado: antes, o natural é "I\'m running late".',
      'Avisar do atraso depois do horário marcado, e não antes.',
    ],
    category: 'social',
    difficulty: 'intermediate',
  },
  {
    id: 'split-the-check',
    englishExpression: 'Do you want to split the check?',
    portugueseLiteral: 'Você quer dividir o cheque?',
    portugueseEquivalent: 'Vamos rachar a conta?',
    contextualExplanation: 'No restaurante, "check" (ou "bill") é a conta. "Split" é dividir; "separate checks" é cada um pagar o seu.',
    culturalNotes:
      'A gorjeta não vem incluída: espera-se de 15 a 20% sobre o valor. Pedir a conta em separado é comum e o garçom costuma perguntar "Together or separate?".',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Could we get the check, please? — Sure. Together or separate?', portuguese: 'Pode trazer a conta, por favor? — Claro. Junto ou separado?' },
      { english: "Let's split the check and leave a twenty percent tip.", portuguese: 'Vamos rachar a conta e deixar vinte por cento de gorjeta.' },
    ],
    commonMistakes: ['Pedir "the account" para a conta do restaurante.', 'Esquecer a gorjeta, achando que já está incluída como os 10% no Brasil.'],
    category: 'social',
    difficulty: 'beginner',
  },
  {
    id: 'excuse-me',
    englishExpression: 'Excuse me.',
    portugueseLiteral: 'Desculpe-me.',
    portugueseEquivalent: 'Com licença.',
    contextualExplanation:
      'É o "com licença" do inglês: para passar, chamar a atenção de alguém ou interromper. "Sorry" é para pedir desculpas depois de esbarrar ou errar.',
    culturalNotes:
      'Os americanos dizem "Excuse me" e "Sorry" o tempo todo, até em esbarrões mínimos. Passar por alguém no corredor do mercado sem dizer nada soa grosseiro.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'Excuse me, is this seat taken?', portuguese: 'Com licença, esse lugar está ocupado?' },
      { english: "Oh, sorry! I didn't see you there.", portuguese: 'Ah, desculpa! Não te vi aí.' },
    ],
    commonMistakes: ['Dizer "With license", tradução direta de "com licença".', 'Usar "Sorry" para chamar o garçom: o natural é "Excuse me".'],
    category: 'social',
    difficulty: 'beginner',
  },
  {
    id: 'help-yourself',
    englishExpression: 'Help yourself!',
    portugueseLiteral: 'Ajude a si mesmo!',
    portugueseEquivalent: 'Sirva-se! / Fique à vontade!',
    contextualExplanation: 'O anfitrião oferece comida, bebida ou algo da casa e diz que você pode pegar sem pedir.',
    culturalNotes:
      'O americano costuma oferecer uma vez e aceitar o seu "no" como resposta final. O costume brasileiro de recusar por educação, esperando a insistência, pode deixar você com fome.',
    formalityLevel: 'informal',
    usageExamples: [
      { english: 'There are drinks in the fridge, help yourself!', portuguese: 'Tem bebida na geladeira, fique à vontade!' },
      { english: 'Can I have another cookie? — Of course, help yourself.', portuguese: 'Posso pegar mais um biscoito? — Claro, sirva-se.' },
    ],
    commonMistakes: ['Entender a frase como "se vira sozinho".', 'Recusar esperando que o anfitrião insista.'],
    category: 'social',
    difficulty: 'beginner',
  },
  {
    id: 'im-good',
    englishExpression: "I'm good, thanks.",
    portugueseLiteral: 'Eu sou bom, obrigado.',
    portugueseEquivalent: 'Não, obrigado. / Estou bem assim.',
    contextualExplanation:
      'Quando alguém oferece algo ("More coffee?"), "I\'m good" é uma recusa educada. Como resposta a "How are you?", quer dizer "estou bem".',
    culturalNotes: 'É uma recusa leve e muito comum no dia a dia, em lojas, restaurantes e casas. O tom e o contexto mostram que é um "não".',
    formalityLevel: 'casual',
    usageExamples: [
      { english: "Would you like some more wine? — I'm good, thanks.", portuguese: 'Quer mais vinho? — Não, obrigado, estou bem assim.' },
      { english: "Do you need a bag? — No, I'm good.", portuguese: 'Precisa de sacola? — Não, tudo certo.' },
    ],
    commonMistakes: ['Entender "I\'m good" como um "sim" e servir mais.', 'Achar que a pessoa está dizendo que é boa em alguma coisa.'],
    category: 'social',
    difficulty: 'intermediate',
  },
  {
    id: 'potluck',
    englishExpression: "It's a potluck.",
    portugueseLiteral: 'É uma sorte de panela.',
    portugueseEquivalent: 'Cada um leva um prato.',
    contextualExplanation: 'Um "potluck" é uma reunião em que cada convidado leva um prato para dividir com todos.',
    culturalNotes:
      'É muito comum em empresas, igrejas, escolas e entre vizinhos nos Estados Unidos. Chegar de mãos vazias a um potluck pega mal; combine antes o que vai levar para não repetir pratos.',
    formalityLevel: 'casual',
    usageExamples: [
      {
        english: 'Our Thanksgiving party is a potluck. Can you bring a dessert?',
        portuguese: 'Na nossa festa de Ação de Graças, cada um leva um prato. Você pode levar uma sobremesa?',
      },
      { english: "I'm bringing cheese bread to the office potluck.", portuguese: 'Vou levar pão de queijo para o almoço colaborativo do escritório.' },
    ],
    commonMistakes: ['Ir a um potluck sem levar nada, achando que é um jantar oferecido.', 'Achar que "luck" quer dizer que a comida é sorteada.'],
    category: 'social',
    difficulty: 'advanced',
  },
];
