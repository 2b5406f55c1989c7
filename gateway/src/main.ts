import { loadGatewayConfig } from './config.ts';
import { createGateway } from './app.ts';

const config = loadGatewayConfig();
const gateway = await createGateway(config);
const port = await gateway.listen();
console.log(`gateway at http://localhost:${port} (identity: ${config.OIDC_KIND} ${config.OIDC_ISSUER})`);

const stop = async () => {
  await gateway.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
