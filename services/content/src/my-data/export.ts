import type { DataExportPart } from '@juba/contracts/data-export';
import type { ContentDb } from '../db.ts';

/** Everything the content service holds about one learner, for 'Baixar meus dados'. */
export async function contentDataExport(db: ContentDb, userId: string): Promise<DataExportPart> {
  const handouts = await db.handout.findMany({ where: { userId } });
  return {
    fields: { handouts: 'As apostilas que você gerou, com seu conteúdo.' },
    data: { handouts },
  };
}
