// `make dev`: runs every process of the local default with prefixed logs,
// restarts one that dies (supervisor.ts) and prints where to go and how to
// sign in once the gateway answers.
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { APP_PROCESSES } from './processes.ts';
import { supervise, supervisorSettingsFromEnv } from './supervisor.ts';

const origin = process.env.PUBLIC_ORIGIN ?? 'http://localhost:4000';
// `node --import tsx`, not the tsx launcher: one process per app process, so a signal reaches the app itself.
const supervisor = supervise(
  APP_PROCESSES.map((p) => ({ name: p.name, command: process.execPath, args: ['--import', 'tsx', p.entry] })),
  supervisorSettingsFromEnv(process.env),
);

async function announceWhenReady() {
  for (let i = 0; i < 120; i++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      console.log(`\n  Juba is running at ${origin}\n`);
      for (const [role, account] of Object.entries(SEED_CREDENTIALS)) console.log(`  ${role.padEnd(8)} ${account.email}  /  ${account.password}`);
      console.log('\n  A process that dies is restarted; Ctrl+C stops everything.\n');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`gateway did not become ready at ${origin}/readyz`);
}

void announceWhenReady();
const stopAll = () => void supervisor.stop();
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
process.exit(await supervisor.done);
