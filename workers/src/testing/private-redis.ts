import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * A redis-server of the caller's own on a free loopback port, for scenarios
 * that stop Redis: CLIENT PAUSE stops a whole server, and the shared one on
 * 6379 serves other suites running at the same time.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  server.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(server, 'exit');
  const url = `redis://127.0.0.1:${port}`;
  const admin = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
  admin.on('error', () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await admin.connect();
      break;
    } catch (err) {
      if (Date.now() > deadline || server.exitCode !== null) {
        server.kill();
        throw new Error(`redis-server on ${port} did not start: ${String(err)}\n${output.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    /** Holds every client's commands for `ms`; resolves when the pause has begun. */
    async pause(ms: number) {
      await admin.call('CLIENT', 'PAUSE', String(ms), 'ALL');
    },
    async stop() {
      admin.disconnect();
      server.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
