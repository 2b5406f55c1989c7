import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument } from '../../generated/graphql.ts';
import { Loading } from '../../lib/ui/Loading.tsx';
import type { CurrentUser } from '../../lib/current-user.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { isAccessRefusal, useErrorToast } from './admin-errors.ts';
import { AnalyticsView } from './analytics/AnalyticsView.tsx';
import { ConfigView } from './config/ConfigView.tsx';
import { ContentView } from './content/ContentView.tsx';
import { MainView, type AdminSubView, subViewOf } from './MainView.tsx';

/**
 * Spec part 1 §2 /admin. The server decides who is an admin: the panel opens
 * only once it answers the dashboard, whatever the signed-in user object says.
 */
export function AdminPage({ user }: { user: CurrentUser }) {
  const dashboard = useQuery(AdminDashboardDocument);
  useErrorToast(isAccessRefusal(dashboard.error) ? dashboard.error : undefined, 'Access Denied', 'Admin privileges required for this area.');

  if (dashboard.loading) return <Loading label="Carregando o painel administrativo..." />;
  if (!dashboard.data) return <AccessDenied />;
  return <AdminPanel user={user} message={dashboard.data.adminDashboard.message} />;
}

/** The open sub-view lives in the address (?view=...), so the browser's back button works too. */
function AdminPanel({ user, message }: { user: CurrentUser; message: string }) {
  const [params, setParams] = useSearchParams();
  const returnedFrom = (useLocation().state as { returnedFrom?: AdminSubView } | null)?.returnedFrom;
  const view = subViewOf(params.get('view'));
  const open = (next: AdminSubView) => setParams({ view: next });
  const back = () => setParams({}, { state: { returnedFrom: view } });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:px-6">
      <header className="rounded-2xl bg-gradient-to-r from-orange-600 to-amber-500 p-6 text-white shadow">
        <h1 className="text-3xl font-extrabold">Painel Administrativo</h1>
        <p className="mt-1 text-lg font-semibold">Olá, {user.firstName.trim() || 'Admin'}</p>
        <p className="text-sm opacity-90">{user.email}</p>
        <p className="mt-2 text-sm opacity-90">{message}</p>
      </header>
      {view === 'analytics' && <AnalyticsView onBack={back} />}
      {view === 'content' && <ContentView onBack={back} />}
      {view === 'config' && <ConfigView onBack={back} />}
      {view === null && <MainView onOpen={open} returnedFrom={returnedFrom} />}
    </div>
  );
}
