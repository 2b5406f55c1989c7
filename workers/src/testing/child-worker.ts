import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ChildWorker {
  child: ChildProcess;
  pid: number;
  output: string[];
  /** Waits (bounded) for a line of output matching `pattern`. */
  waitForOutput(pattern: RegExp, timeout?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<ChildProcess>();

/** Starts a worker entry point (tsx) as its own process, the way operators run it. */
export function startChildWorker(entry: URL, env: NodeJS.ProcessEnv): ChildWorker {
  // OPS_PORT 0: workers of concurrent tests must not compete for the default ops port.
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(entry)], {
    cwd: repoRoot,
    env: { OPS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = once(child, 'exit').then(([code, signal]) => {
    started.delete(child);
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  return {
    child,
    pid: child.pid!,
    output,
    exited,
    waitForOutput: (pattern, timeout = 30_000) =>
      vi.waitFor(
        () => {
          const line = output.find((l) => pattern.test(l));
          if (!line) throw new Error(`worker ${child.pid} has not printed ${pattern} yet:\n${output.join('\n')}`);
          return line;
        },
        { timeout, interval: 50 },
      ),
  };
}

/** Kills the worker processes this test file started and that are still running. */
export async function killStartedWorkers() {
  const running = [...started];
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(running.map((child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined)));
}
