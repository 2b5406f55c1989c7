/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManagedProcess {
  name: string;
  logFile: string;
  child: ChildProcess;
  /** Settles when the process has exited, with its code or signal. */
  exited: Promise<string>;
  hasExited(): boolean;
  stop(graceMs: number): Promise<void>;
  /** Synchronous last resort, for a test runner that exits without its teardown. */
  killNow(): void;
}

/**
 * Runs a TypeScript entry point with `node --import tsx` (one process, so a
 * signal reaches the app itself) in its own process group, logging to a file;
 * with `netns`, inside that network namespace (`ip netns exec` execs node, so
 * the pid is still the app's).
 */
export function startTsProcess(opts: { name: string; entry: string; cwd: string; env: NodeJS.ProcessEnv; logDir: string; netns?: string }): ManagedProcess {
  const logFile = join(opts.logDir, `${opts.name}.log`);
  const fd = openSync(logFile, 'a');
  const node = [process.execPath, '--import', 'tsx', opts.entry];
  const [command, ...args] = opts.netns ? ['ip', 'netns', 'exec', opts.netns, ...node] : node;
  const child = spawn(command!, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  let done = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve(signal ? `signal ${signal}` : `code ${code}`);
    });
    child.once('error', (err) => {
      done = true;
      resolve(`spawn error: ${err.message}`);
    });
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (done || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name: opts.name,
    logFile,
    child,
    exited,
    hasExited: () => done,
    killNow: () => signalGroup('SIGKILL'),
    async stop(graceMs) {
      signalGroup('SIGTERM');
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
      if ((await Promise.race([exited, timer])) === 'late') {
        signalGroup('SIGKILL');
        await exited;
      }
    },
  };
}

export function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
