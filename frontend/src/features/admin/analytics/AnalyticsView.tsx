import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminAnalyticsDocument, type AdminAnalyticsQuery } from '../../../generated/graphql.ts';
import { Button } from '../../../lib/ui/Button.tsx';
import { Loading } from '../../../lib/ui/Loading.tsx';
import { useErrorToast } from '../admin-errors.ts';
import { LoadFailed, SelectField, StatTiles, SubView } from '../ui.tsx';
import { DataRetention } from './DataRetention.tsx';
import { ANALYTICS_WINDOWS, DEFAULT_ANALYTICS_DAYS, type AnalyticsWindow } from '@juba/contracts/admin-analytics';

type Analytics = AdminAnalyticsQuery['adminAnalytics'];

const WINDOW_OPTIONS = ANALYTICS_WINDOWS.map((days) => ({ value: String(days) as `${AnalyticsWindow}`, label: `Últimos ${days} dias` }));

function tilesOf(stats: Analytics) {
  return [
    { label: 'Total de Usuários', value: String(stats.totalUsers) },
    { label: 'Usuários Ativos', value: String(stats.activeUsers) },
    { label: 'Total de Sessões', value: String(stats.totalSessions) },
    { label: 'Novos Usuários na Semana', value: String(stats.weeklyNewUsers) },
    { label: 'Sessões na Semana', value: String(stats.weeklySessions) },
    { label: 'Duração Média da Sessão', value: `${stats.avgSessionDuration}s` },
    { label: 'Total de Perfis', value: String(stats.totalProfiles) },
  ];
}

/** Spec part 1 §2: platform analytics over 7, 30 or 90 days, refreshed by hand. */
export function AnalyticsView({ onBack }: { onBack: () => void }) {
  const [days, setDays] = useState<AnalyticsWindow>(DEFAULT_ANALYTICS_DAYS);
  const { data, loading, error, refetch } = useQuery(AdminAnalyticsDocument, { variables: { days } });
  const showFailure = useErrorToast(error, 'Failed to fetch analytics');
  const refresh = () => void refetch().catch(showFailure);

  return (
    <SubView
      title="Analytics"
      onBack={onBack}
      action={
        <Button onClick={refresh} disabled={loading}>
          {loading ? 'Atualizando...' : 'Atualizar'}
        </Button>
      }
    >
      <SelectField
        className="sm:w-64"
        label="Período"
        value={`${days}`}
        options={WINDOW_OPTIONS}
        onChange={(value) => setDays(Number(value) as AnalyticsWindow)}
      />
      {data ? (
        <StatTiles figures={tilesOf(data.adminAnalytics)} busy={loading} className="sm:grid-cols-2 lg:grid-cols-4" valueClass="text-stone-900" />
      ) : loading ? (
        <Loading label="Carregando analytics..." visibleLabel />
      ) : (
        <LoadFailed message="Não foi possível carregar as métricas." onRetry={refresh} />
      )}
      <DataRetention />
    </SubView>
  );
}
