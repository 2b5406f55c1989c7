import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import type { AuthSession } from './features/auth/auth-session.ts';
import { createApolloClient } from './lib/apollo/client.ts';
import { RealtimeContext } from './lib/apollo/realtime.ts';

/** The app once a session is authenticated: one API client for the page's lifetime, and the current user. */
export function SignedInApp({ session, children }: { session: AuthSession; children: ReactNode }) {
  const [{ client, realtime }] = useState(() => createApolloClient({ getToken: session.getToken, onUnauthenticated: () => session.lose() }));
  return (
    <ApolloProvider client={client}>
      <RealtimeContext.Provider value={realtime}>
        <AuthProvider session={session}>{children}</AuthProvider>
      </RealtimeContext.Provider>
    </ApolloProvider>
  );
}
