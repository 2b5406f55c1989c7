import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Keycloak from 'keycloak-js';
import { App } from './App.tsx';
import { loadAppConfig } from './features/auth/app-config.ts';
import { AuthSession } from './features/auth/auth-session.ts';
import './index.css';

const session = new AuthSession({
  loadConfig: loadAppConfig,
  createClient: (config) => new Keycloak(config),
  location: window.location,
  replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  storage: window.sessionStorage,
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
