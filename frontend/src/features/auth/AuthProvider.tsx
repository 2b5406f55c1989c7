import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MeDocument } from '../../generated/graphql.ts';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { AuthContext, type AuthState } from '../../lib/current-user.ts';
import type { AuthSession } from './auth-session.ts';
import { mayAutoLogin } from './relogin-guard.ts';

/** Spec part 1 §9: the unauthorised redirect waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Starts the sign-in session and exposes the current user to the app. */
export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  const sessionState = useSyncExternalStore(session.subscribe, session.getState);
  const client = useApolloClient();
  const { toast } = useToast();

  useEffect(() => {
    void session.start();
  }, [session]);

  // Whatever ended the session (here, in another tab, or at the provider), nothing read with it stays.
  useEffect(() => {
    if (sessionState === 'signed-out') void client.clearStore();
  }, [sessionState, client]);

  // Spec part 1 §4: a signed-in user whose session ends is told so and sent to sign in again.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const stop = session.onLost(() => {
      // A sign-in refused before the user ever got in just leaves the landing page.
      if (!wasSignedIn.current) return;
      wasSignedIn.current = false;
      if (!mayAutoLogin(window.sessionStorage)) {
        console.warn('The session was refused again right after signing in; not redirecting to sign-in again.');
        return;
      }
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      redirect = setTimeout(() => navigateBrowser('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(redirect);
    };
  }, [session, toast]);

  const me = useQuery(MeDocument, { skip: sessionState !== 'authenticated', fetchPolicy: 'network-only' });
  const user = me.data?.me ?? null;
  const state = useMemo<AuthState>(() => {
    if (sessionState === 'starting') return { status: 'loading', user: null };
    if (sessionState === 'signed-out') return { status: 'signed-out', user: null };
    if (user) return { status: 'signed-in', user };
    return me.loading ? { status: 'loading', user: null } : { status: 'signed-out', user: null };
  }, [sessionState, user, me.loading]);
  useEffect(() => {
    if (state.status === 'signed-in') wasSignedIn.current = true;
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
