import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The gateway serves the API, the GraphQL endpoint (HTTP and WebSocket) and the sign-in config. */
const GATEWAY = 'http://127.0.0.1:4000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph `make bench` measures each page's JavaScript from.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
            { name: 'keycloak', test: /node_modules[\\/]keycloak-js[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: GATEWAY },
      '/graphql': { target: GATEWAY, ws: true },
      '/app-config.json': { target: GATEWAY },
    },
  },
});
