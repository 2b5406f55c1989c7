import { useQuery } from '@apollo/client/react';
import { AdminDataRetentionDocument } from '../../../generated/graphql.ts';

const SERVICE_LABELS: Record<string, string> = {
  learner: 'Atividades (progresso)',
  diagnostics: 'Sessões de pronúncia',
  ai: 'Conversas e sessões socráticas',
};
const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** analytics_settings.dataRetentionDays at work: when each service's daily sweep last ran, and what it deleted. */
export function DataRetention() {
  const { data, error } = useQuery(AdminDataRetentionDocument, { fetchPolicy: 'cache-and-network' });
  const runs = data?.adminDataRetention ?? [];
  return (
    <section aria-labelledby="admin-data-retention" className="space-y-2">
      <h3 id="admin-data-retention" className="font-semibold text-stone-900">
        Retenção de dados
      </h3>
      {error && !data ? (
        <p className="text-sm text-red-700">Não foi possível ler a última limpeza.</p>
      ) : runs.length === 0 ? (
        <p className="text-sm text-stone-600">A limpeza diária ainda não rodou.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-stone-600">
              <th scope="col">Dados</th>
              <th scope="col">Última limpeza</th>
              <th scope="col">Prazo</th>
              <th scope="col">Linhas apagadas</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.service}>
                <td>{SERVICE_LABELS[run.service] ?? run.service}</td>
                <td>{when.format(new Date(run.ranAt))}</td>
                <td>{run.retentionDays} dias</td>
                <td>{run.deleted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
