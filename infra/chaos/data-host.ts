/// <reference types="node" />
/**
 * The data host's servers, private to one chaos run: a PostgreSQL cluster
 * (Debian's binaries, run as the postgres user, trusting the chaos subnet only)
 * and a redis-server with AOF on and noeviction, as production must run it.
 * Both listen on the data host's address only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '../stack/commands.ts';
import type { ChaosTopology } from './topology.ts';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory, or null. */
export function postgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(join(POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

export async function startDataHost(topology: ChaosTopology) {
  const bin = postgresBin();
  if (!bin) throw new Error(`no PostgreSQL under ${POSTGRES_ROOT}/*/bin (Debian's postgresql package)`);
  const { address, postgresPort, redisPort } = topology.data;
  const netns = topology.byName('data').netns;
  const root = mkdtempSync(join(tmpdir(), 'juba-chaos-data-'));
  const pgData = join(root, 'pg');
  const redisDir = join(root, 'redis');
  const cwd = root;
  const asPostgres = async (...args: string[]) => runCommand('runuser', ['-u', 'postgres', '--', ...args], { cwd, timeoutMs: 120_000 });
  const postgresUid = Number((await runCommand('id', ['-u', 'postgres'], { cwd, timeoutMs: 5_000 })).trim());
  const postgresGid = Number((await runCommand('id', ['-g', 'postgres'], { cwd, timeoutMs: 5_000 })).trim());
  // initdb and postgres refuse to run as root.
  chownSync(root, postgresUid, postgresGid);
  await asPostgres(join(bin, 'initdb'), '-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync');
  appendFileSync(join(pgData, 'pg_hba.conf'), `host all all ${topology.bridge.address}/${topology.bridge.prefixLength} trust\n`);
  const pgOptions = `-h ${address} -p ${postgresPort} -k ${root} -c max_connections=300`;
  await runCommand(
    'ip',
    [
      'netns',
      'exec',
      netns,
      'runuser',
      '-u',
      'postgres',
      '--',
      join(bin, 'pg_ctl'),
      '-D',
      pgData,
      '-l',
      join(root, 'postgres.log'),
      '-o',
      pgOptions,
      '-w',
      'start',
    ],
    { cwd, timeoutMs: 60_000 },
  );

  let redis: ChildProcess | null = null;
  const redisLog = join(root, 'redis.log');
  const startRedis = async () => {
    const fd = openSync(redisLog, 'a');
    const args = [
      '--bind',
      address,
      '--port',
      String(redisPort),
      '--protected-mode',
      'no',
      '--dir',
      redisDir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ];
    redis = spawn('ip', ['netns', 'exec', netns, 'redis-server', ...args], { stdio: ['ignore', fd, fd] });
    for (let i = 0; i < 100; i++) {
      if ((await runCommand('redis-cli', ['-h', address, '-p', String(redisPort), 'ping'], { cwd, timeoutMs: 2_000 }).catch(() => '')).trim() === 'PONG')
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server did not answer on ${address}:${redisPort}; see ${redisLog}`);
  };
  /** SIGTERM is redis' graceful shutdown: it flushes the AOF before it exits. */
  const stopRedis = async () => {
    const child = redis;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  mkdirSync(redisDir);
  await startRedis();

  return {
    root,
    logs: { postgres: join(root, 'postgres.log'), redis: redisLog },
    async restartRedis() {
      await stopRedis();
      const down = performance.now();
      await startRedis();
      return performance.now() - down;
    },
    async stop() {
      await stopRedis();
      await runCommand('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', pgData, '-m', 'immediate', 'stop'], { cwd, timeoutMs: 30_000 }).catch(
        () => '',
      );
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export type DataHost = Awaited<ReturnType<typeof startDataHost>>;
