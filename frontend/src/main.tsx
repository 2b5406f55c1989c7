import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Keycloak from 'keycloak-js';
import { App } from './App.tsx';
import { loadAppConfig } from './features/auth/app-config.ts';
import { AuthSession } from './features/auth/auth-session.ts';
import { restoreReturnPath } from './features/auth/return-path.ts';
import { browserSessionBroadcast } from './features/auth/session-broadcast.ts';
import './index.css';

const replaceUrl = (url: string) => window.history.replaceState(window.history.state, '', url);
restoreReturnPath(window.sessionStorage, window.location, replaceUrl);
const session = new AuthSession({
  loadConfig: loadAppConfig,
  createClient: (config) => new Keycloak(config),
  location: window.location,
  replaceUrl,
  storage: window.sessionStorage,
  broadcast: browserSessionBroadcast(),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
