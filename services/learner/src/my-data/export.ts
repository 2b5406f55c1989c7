import type { DataExportPart } from '@juba/contracts/data-export';
import type { LearnerDb } from '../db.ts';

/** Everything the learner service holds about one learner, for 'Baixar meus dados'. */
export async function learnerDataExport(db: LearnerDb, userId: string): Promise<DataExportPart> {
  const where = { where: { userId } };
  const sections = {
    learningProfile: db.learningProfile.findUnique(where),
    progress: db.progress.findUnique(where),
    activities: db.activity.findMany(where),
    challengeCompletions: db.challengeCompletion.findMany(where),
    errorPatterns: db.errorPattern.findMany(where),
    errorPatternReviews: db.errorPatternReview.findMany(where),
    errorPatternReports: db.errorPatternReport.findMany(where),
    adaptivePlans: db.adaptivePlan.findMany(where),
    planGenerations: db.planGeneration.findMany(where),
    planActivityCompletions: db.planActivityCompletion.findMany(where),
    planServedTemplates: db.planServedTemplate.findMany(where),
    dictionary: db.dictionaryWord.findMany(where),
  };
  const data = Object.fromEntries(await Promise.all(Object.entries(sections).map(async ([name, rows]) => [name, await rows])));
  return {
    fields: {
      learningProfile: 'Seu perfil de aprendizagem: nível, objetivo, interesses, tempo disponível e estilo.',
      progress: 'Seus totais: pontos, sequência de dias, minutos e níveis por habilidade.',
      activities: 'Cada atividade registrada (diagnóstico, apostila, desafio, conversa, prática), com data e duração.',
      challengeCompletions: 'Os desafios que você concluiu e suas notas.',
      errorPatterns: 'Os padrões de erro encontrados nas suas práticas, com o domínio de cada um.',
      errorPatternReviews: 'As revisões espaçadas (FSRS) que você fez desses padrões.',
      errorPatternReports: 'Os relatórios de erro já contados (evita contar duas vezes).',
      adaptivePlans: 'Seus planos de estudo adaptativos.',
      planGenerations: 'Cada geração de atividades do plano, com as atividades geradas.',
      planActivityCompletions: 'As atividades do plano que você concluiu.',
      planServedTemplates: 'Os modelos de atividade já oferecidos a você (para não repetir).',
      dictionary: 'Seu dicionário pessoal: palavras, traduções, favoritas e quantas vezes as viu.',
    },
    data,
  };
}
