import type { ReactElement } from 'react';
import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, type AuthState, type CurrentUser } from '../lib/current-user.ts';
import { createCache } from '../lib/apollo/cache.ts';
import { RealtimeConnection, RealtimeContext } from '../lib/apollo/realtime.ts';
import { RandomContext, type RandomSource } from '../lib/random.ts';
import { ToastProvider } from '../lib/toast/ToastProvider.tsx';
import { ScriptedLink } from './scripted-link.ts';

export const ANA: CurrentUser = {
  id: 'user-ana',
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@exemplo.com.br',
  profileImageUrl: null,
  isAdmin: false,
};

export interface RenderOptions {
  path?: string;
  auth?: AuthState;
  link?: ApolloLink;
  realtime?: RealtimeConnection;
  /** The chance screens see (Math.random unless scripted). */
  random?: RandomSource;
}

/** Renders UI inside the app's providers, with a scripted GraphQL server. */
export function renderApp(ui: ReactElement, options: RenderOptions = {}) {
  const link = options.link ?? new ScriptedLink();
  const realtime = options.realtime ?? new RealtimeConnection();
  const client = new ApolloClient({ link, cache: createCache() });
  const auth = options.auth ?? { status: 'signed-in', user: ANA };
  const view = render(
    <ApolloProvider client={client}>
      <RealtimeContext.Provider value={realtime}>
        <ToastProvider>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <AuthContext.Provider value={auth}>
              <RandomContext.Provider value={options.random ?? Math.random}>{ui}</RandomContext.Provider>
            </AuthContext.Provider>
          </MemoryRouter>
        </ToastProvider>
      </RealtimeContext.Provider>
    </ApolloProvider>,
  );
  return { ...view, client, link, realtime };
}
