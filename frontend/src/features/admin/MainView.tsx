import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminAnalyticsDocument } from '../../generated/graphql.ts';
import { DEFAULT_ANALYTICS_DAYS } from '@juba/contracts/admin-analytics';
import { Badge, LoadFailed, StatTiles } from './ui.tsx';

const ADMIN_SUB_VIEWS = ['analytics', 'content', 'config'] as const;
export type AdminSubView = (typeof ADMIN_SUB_VIEWS)[number];

export function subViewOf(value: string | null): AdminSubView | null {
  return ADMIN_SUB_VIEWS.find((view) => view === value) ?? null;
}

/** Spec part 1 §9: the uptime shown is a fixed figure, not a measurement. */
const UPTIME_DISPLAY = '99.9%';

const CARDS: { view: AdminSubView; title: string; description: string }[] = [
  { view: 'analytics', title: 'Analytics', description: 'Métricas de uso da plataforma' },
  { view: 'content', title: 'Conteúdo', description: 'Crie, edite e publique exercícios, desafios, vocabulário e lições' },
  { view: 'config', title: 'Configurações', description: 'Ajuste as configurações do sistema' },
];

const cardClass =
  'flex h-full w-full flex-col gap-2 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** Spec part 1 §2: the admin panel's cards and platform overview. */
export function MainView({ onOpen, returnedFrom }: { onOpen: (view: AdminSubView) => void; returnedFrom?: AdminSubView }) {
  // The overview shares the analytics view's default window, so opening analytics reuses the answer.
  const overview = useQuery(AdminAnalyticsDocument, { variables: { days: DEFAULT_ANALYTICS_DAYS } });
  const cards = useRef(new Map<AdminSubView, HTMLButtonElement>());
  // Back from a sub-view puts the keyboard where it was: on the card that opened it.
  useEffect(() => {
    if (returnedFrom) cards.current.get(returnedFrom)?.focus();
  }, [returnedFrom]);

  const stats = overview.data?.adminAnalytics;
  const figure = (value: number | undefined) => (value === undefined ? (overview.loading ? '…' : '—') : String(value));
  const overviewFigures = [
    { label: 'Total de Usuários', value: figure(stats?.totalUsers) },
    { label: 'Total de Sessões', value: figure(stats?.allTimeSessions) },
    { label: 'Uptime', value: UPTIME_DISPLAY },
  ];

  return (
    <>
      <section aria-labelledby="admin-areas">
        <h2 id="admin-areas" className="mb-3 text-xl font-bold text-stone-900">
          Gerenciamento
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            {/* aria-disabled rather than disabled: the card stays in the tab order, so keyboard and screen-reader users reach its badge too. */}
            <button type="button" aria-disabled="true" className={`${cardClass} cursor-not-allowed opacity-60`}>
              <span className="flex items-center justify-between gap-2">
                <span className="text-lg font-bold text-stone-900">Usuários</span>
                <Badge tone="stone">Em Breve</Badge>
              </span>
              <span className="text-sm text-stone-600">Gerencie os usuários da plataforma</span>
            </button>
          </li>
          {CARDS.map((card) => (
            <li key={card.view}>
              <button
                type="button"
                ref={(button) => {
                  if (button) cards.current.set(card.view, button);
                }}
                onClick={() => onOpen(card.view)}
                className={`${cardClass} hover:ring-2 hover:ring-orange-400`}
              >
                <span className="text-lg font-bold text-stone-900">{card.title}</span>
                <span className="text-sm text-stone-600">{card.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="admin-overview">
        <h2 id="admin-overview" className="mb-3 text-xl font-bold text-stone-900">
          Visão Geral da Plataforma
        </h2>
        <div className="flex flex-col gap-4">
          <StatTiles figures={overviewFigures} busy={overview.loading} className="sm:grid-cols-3" valueClass="text-orange-700" />
          {!stats && !overview.loading && (
            <LoadFailed message="Não foi possível carregar a visão geral da plataforma." onRetry={() => void overview.refetch().catch(() => {})} />
          )}
        </div>
      </section>
    </>
  );
}
