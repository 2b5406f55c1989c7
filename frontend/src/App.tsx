import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import type { AuthSession } from './features/auth/auth-session.ts';
import { RealtimeContext, type RealtimeConnection } from './lib/apollo/realtime.ts';
import { ToastProvider } from './lib/toast/ToastProvider.tsx';

export function App({ session, client, realtime }: { session: AuthSession; client: ApolloClient; realtime: RealtimeConnection }) {
  return (
    <ApolloProvider client={client}>
      <RealtimeContext.Provider value={realtime}>
        <ToastProvider>
          <BrowserRouter>
            <AuthProvider session={session}>
              <AppRoutes />
            </AuthProvider>
          </BrowserRouter>
        </ToastProvider>
      </RealtimeContext.Provider>
    </ApolloProvider>
  );
}
