import { DATA_EXPORT_DAYS, DATA_EXPORT_SERVICES } from '@juba/contracts/data-export';
import type { DataExportParts } from './collect.ts';

/**
 * The downloaded file: a README that says what each section holds, then each
 * service's rows under its name. Dates are ISO 8601 (UTC); ids are Juba's own.
 */
export function dataExportFile(learnerId: string, parts: DataExportParts, exportedAt: Date) {
  const sections = Object.fromEntries(
    DATA_EXPORT_SERVICES.flatMap((service) => Object.entries(parts[service].fields).map(([name, text]) => [`${service}.${name}`, text])),
  );
  return {
    README: {
      sobre:
        'Cópia de todos os dados que o Juba guarda sobre você (LGPD, art. 18). Cada seção abaixo traz as linhas guardadas por uma parte do Juba; datas em ISO 8601 (UTC).',
      aluno: learnerId,
      geradoEm: exportedAt.toISOString(),
      disponivelPor: `${DATA_EXPORT_DAYS} dias; depois o arquivo é apagado do servidor.`,
      secoes: sections,
    },
    ...Object.fromEntries(DATA_EXPORT_SERVICES.map((service) => [service, parts[service].data])),
  };
}
