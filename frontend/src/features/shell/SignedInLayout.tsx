import { Outlet } from 'react-router-dom';
import type { CurrentUser } from '../auth/auth-context.ts';
import { TopBar } from './TopBar.tsx';

export function SignedInLayout({ user }: { user: CurrentUser }) {
  return (
    <div className="min-h-screen bg-amber-50">
      <TopBar user={user} />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
