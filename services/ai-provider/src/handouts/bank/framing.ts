import type { HandoutLevel } from '@juba/contracts/jobs';
import type { TopicKind } from './types.ts';

export { LEVEL_LABELS } from '../../levels.ts';

/** Opening lines of the intro slide, one picked per handout. */
export const LEVEL_INTROS: Record<HandoutLevel, string[]> = {
  basico: [
    'Esta apostila é para quem está começando no inglês americano. As explicações estão em português e os exemplos, em inglês.',
    'Nível básico: vamos atacar os erros mais comuns de quem fala português no começo dos estudos.',
    'Aqui você constrói a base: sons, palavras e estruturas que aparecem em qualquer conversa simples.',
  ],
  intermediario: [
    'Você já se comunica em inglês. Agora o objetivo é soar mais natural e errar menos nos detalhes.',
    'Nível intermediário: pronúncia, vocabulário e gramática que separam o inglês "compreensível" do inglês fluente.',
    'Esta apostila trata de pontos em que até quem já fala bem costuma tropeçar.',
  ],
  avancado: [
    'Nível avançado: nuances de pronúncia, vocabulário e tom que fazem diferença em conversas reais e no trabalho.',
    'Você já fala com fluência. Esta apostila refina o ritmo, a precisão e a diplomacia do seu inglês americano.',
    'Aqui o foco é entender e produzir o inglês como os americanos realmente falam.',
  ],
};

export const INTRO_TITLES = ['Bem-vindo à sua apostila', 'O que você vai estudar', 'Antes de começar'];

export const STUDY_TIPS = [
  'Dica: leia os exemplos em voz alta. Pronúncia se aprende com a boca, não só com os olhos.',
  'Dica: nos exercícios, escolha sua resposta antes de ler a explicação.',
  'Dica: anote as palavras novas no seu Dicionário Pessoal enquanto estuda.',
  'Dica: use o Auto Play para revisar a apostila inteira em poucos minutos.',
];

export const SUMMARY_TITLES = ['Resumo e próximos passos', 'Para revisar', 'O que levar desta apostila'];

/** Next steps point at the app's own modules that train the same skill. */
export const NEXT_STEPS_BY_KIND: Record<TopicKind, string[]> = {
  pronuncia: ['Treine os sons desta apostila no Laboratório de Fonética.', 'Grave as frases de exemplo na Fonética Avançada e compare a análise.'],
  vocabulario: [
    'Adicione as palavras e expressões novas ao seu Dicionário Pessoal.',
    'Procure as expressões na Ponte Cultural-Linguística para ver mais exemplos de uso.',
  ],
  gramatica: ['Use as estruturas em respostas completas nos Diálogos Socráticos.', 'Revise seus erros recorrentes no Neuro-Agendador Anti-Erro.'],
  conversacao: [
    'Pratique estas frases numa conversa com o tutor.',
    'Assista às cenas do Scaffolder Dinâmico Americano e repare em como os personagens conversam.',
  ],
};

export const GENERAL_NEXT_STEPS = [
  'Revise esta apostila amanhã: rever o conteúdo no dia seguinte ajuda a fixar.',
  'Gere outra apostila do mesmo nível para praticar temas diferentes.',
  'Volte aos exercícios em alguns dias e veja se ainda acerta todos sem consultar as explicações.',
];

export const LEVEL_DESCRIPTIONS: Record<HandoutLevel, string[]> = {
  basico: [
    'Apostila de nível básico para brasileiros que estão começando no inglês americano, com explicações em português e exemplos em inglês.',
    'Material introdutório focado nos erros mais comuns de quem fala português, com exemplos práticos do inglês americano.',
  ],
  intermediario: [
    'Apostila de nível intermediário para deixar seu inglês americano mais natural, com explicações em português e exemplos reais.',
    'Material intermediário com os detalhes de pronúncia, vocabulário e gramática que mais confundem brasileiros.',
  ],
  avancado: [
    'Apostila de nível avançado com nuances de pronúncia, vocabulário e comunicação profissional no inglês americano.',
    'Material avançado para refinar ritmo, precisão e tom em conversas reais e no ambiente de trabalho americano.',
  ],
};

/** Said plainly in every offline handout: it is assembled from curated content, not written by a model. */
export const CURATED_NOTE = 'Conteúdo selecionado do acervo curado do Juba.';
