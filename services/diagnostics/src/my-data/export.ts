import type { DataExportPart } from '@juba/contracts/data-export';
import type { DiagnosticsDb } from '../db.ts';

/** Everything the diagnostics service holds about one learner, for 'Baixar meus dados'. A recording still waiting for analysis is voice, kept seconds: it is not exported. */
export async function diagnosticsDataExport(db: DiagnosticsDb, userId: string): Promise<DataExportPart> {
  const [placementAttempts, linguisticDiagnostics, phoneticSessions, voiceConsent] = await Promise.all([
    db.diagnosticAttempt.findMany({ where: { userId } }),
    db.linguisticDiagnostic.findMany({ where: { userId } }),
    db.phoneticSession.findMany({ where: { userId } }),
    db.voiceConsent.findUnique({ where: { userId } }),
  ]);
  return {
    fields: {
      placementAttempts: 'Suas tentativas do diagnóstico de nível (no máximo 2), com pontos e domínio por módulo.',
      linguisticDiagnostics: 'Seus diagnósticos linguísticos: respostas, resultados e áreas de interferência do português.',
      phoneticSessions: 'Suas análises de pronúncia: texto lido, nota, transcrição e dicas (a gravação é apagada depois da análise).',
      voiceConsent: 'Sua autorização para gravar a voz: quando foi dada, a versão do aviso e, se for o caso, quando foi retirada.',
    },
    data: { placementAttempts, linguisticDiagnostics, phoneticSessions, voiceConsent },
  };
}
