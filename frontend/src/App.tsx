import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { AuthContext, type AuthState } from './lib/current-user.ts';
import type { AuthSession } from './features/auth/auth-session.ts';
import { lazyNamed } from './lib/lazy-named.ts';
import { ToastProvider } from './lib/toast/ToastProvider.tsx';

/** The API client (Apollo, graphql-ws) and the current user: only a signed-in session downloads them. */
const SignedInApp = lazyNamed(() => import('./SignedInApp.tsx'), 'SignedInApp');

const LOADING: AuthState = { status: 'loading', user: null };
const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

export function App({ session }: { session: AuthSession }) {
  return (
    <ToastProvider>
      <BrowserRouter>
        <SessionRoutes session={session} />
      </BrowserRouter>
    </ToastProvider>
  );
}

/**
 * Until the session is authenticated the routes need no API: the landing page
 * shows, as "loading" while the session starts and "signed out" after. From
 * the first authentication on, the signed-in app (which reads the current user
 * and follows the session from then on, sign-out included) takes over for good.
 */
function SessionRoutes({ session }: { session: AuthSession }) {
  const sessionState = useSyncExternalStore(session.subscribe, session.getState);
  const [authenticated, setAuthenticated] = useState(false);
  if (sessionState === 'authenticated' && !authenticated) setAuthenticated(true);

  useEffect(() => {
    void session.start();
  }, [session]);

  const withoutApi = (
    <AuthContext.Provider value={sessionState === 'signed-out' && !authenticated ? SIGNED_OUT : LOADING}>
      <AppRoutes />
    </AuthContext.Provider>
  );
  if (!authenticated) return withoutApi;
  return (
    <Suspense fallback={withoutApi}>
      <SignedInApp session={session}>
        <AppRoutes />
      </SignedInApp>
    </Suspense>
  );
}
