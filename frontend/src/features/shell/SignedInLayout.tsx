import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../../lib/ui/Loading.tsx';
import type { CurrentUser } from '../../lib/current-user.ts';
import { TopBar } from './TopBar.tsx';

export function SignedInLayout({ user }: { user: CurrentUser }) {
  return (
    <div className="min-h-screen bg-amber-50">
      <TopBar user={user} />
      <main>
        {/* Screens are loaded on demand (AppRoutes): the top bar stays while one downloads. */}
        <Suspense fallback={<Loading label="Carregando..." />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
