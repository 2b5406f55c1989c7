// `make dev`: runs every process of the local default with prefixed logs and
// prints where to go and how to sign in once the gateway answers.
import { concurrently } from 'concurrently';
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { APP_PROCESSES } from './processes.ts';

const origin = process.env.PUBLIC_ORIGIN ?? 'http://localhost:4000';
const { result, commands } = concurrently(
  APP_PROCESSES.map((p) => ({ name: p.name, command: `tsx ${p.entry}`, env: process.env })),
  { prefix: 'name', killOthersOn: ['failure'], killSignal: 'SIGTERM' },
);

async function announceWhenReady() {
  for (let i = 0; i < 120; i++) {
    const ready = await fetch(`${origin}/readyz`).then((r) => r.ok, () => false);
    if (ready) {
      console.log(`\n  Juba is running at ${origin}\n`);
      for (const [role, account] of Object.entries(SEED_CREDENTIALS)) console.log(`  ${role.padEnd(8)} ${account.email}  /  ${account.password}`);
      console.log('\n  Ctrl+C stops everything.\n');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`gateway did not become ready at ${origin}/readyz`);
}

void announceWhenReady();
const stopAll = () => commands.forEach((c) => c.kill('SIGTERM'));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
await result.catch(() => process.exit(1));
