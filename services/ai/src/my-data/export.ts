import type { DataExportPart } from '@juba/contracts/data-export';
import type { AiDb } from '../db.ts';

/** Everything the AI service holds about one learner, for 'Baixar meus dados'. */
export async function aiDataExport(db: AiDb, userId: string): Promise<DataExportPart> {
  const [conversations, socraticSessions, adaptiveItems] = await Promise.all([
    db.conversation.findMany({ where: { userId }, include: { messages: true } }),
    db.socraticSession.findMany({ where: { userId }, include: { messages: true } }),
    db.brainServedItem.findMany({ where: { userId } }),
  ]);
  return {
    fields: {
      conversations: 'Suas conversas com o tutor (/conversation), com todas as mensagens e correções.',
      socraticSessions: 'Suas sessões socráticas (/socratic), com todas as mensagens.',
      adaptiveItems: 'As perguntas adaptativas do painel já mostradas a você.',
    },
    data: { conversations, socraticSessions, adaptiveItems },
  };
}
