/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SupervisedCommand {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface SupervisorSettings {
  /** Wait before the first restart of a process; doubled for each further death within the window. */
  restartDelayMs: number;
  maxRestartDelayMs: number;
  /** This many deaths of one process within `crashWindowMs` stop everything: it is not going to recover. */
  crashLimit: number;
  crashWindowMs: number;
  /** After SIGTERM, how long a process gets before SIGKILL. */
  stopGraceMs: number;
}

export const DEFAULT_SUPERVISOR_SETTINGS: SupervisorSettings = {
  restartDelayMs: 1_000,
  maxRestartDelayMs: 15_000,
  crashLimit: 5,
  crashWindowMs: 60_000,
  stopGraceMs: 10_000,
};

/** Reads the settings from the environment (SUPERVISOR_*), each falling back to its default. */
export function supervisorSettingsFromEnv(env: NodeJS.ProcessEnv): SupervisorSettings {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of milliseconds or times, not "${value}"`);
    return parsed;
  };
  const d = DEFAULT_SUPERVISOR_SETTINGS;
  return {
    restartDelayMs: read('SUPERVISOR_RESTART_DELAY_MS', d.restartDelayMs),
    maxRestartDelayMs: read('SUPERVISOR_MAX_RESTART_DELAY_MS', d.maxRestartDelayMs),
    crashLimit: read('SUPERVISOR_CRASH_LIMIT', d.crashLimit),
    crashWindowMs: read('SUPERVISOR_CRASH_WINDOW_MS', d.crashWindowMs),
    stopGraceMs: read('SUPERVISOR_STOP_GRACE_MS', d.stopGraceMs),
  };
}

/** The delay before restarting a process that died `deathsInWindow` times (this death included) within the window. */
export function restartDelay(settings: SupervisorSettings, deathsInWindow: number): number {
  return Math.min(settings.maxRestartDelayMs, settings.restartDelayMs * 2 ** Math.max(0, deathsInWindow - 1));
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * Runs each command, prefixing its output lines with its name, and keeps it
 * running: a process that dies is started again after a back-off, and the
 * log says so. Everything stops on `stop()` (Ctrl+C) or when one process
 * keeps dying (`crashLimit` deaths within `crashWindowMs`); `done` then
 * resolves with the exit code for the launcher (0 after stop(), 1 after a
 * crash loop).
 */
export function supervise(commands: SupervisedCommand[], settings: SupervisorSettings, log: (line: string) => void = console.log) {
  const running = new Map<string, ChildProcess>();
  const pendingRestarts = new Map<string, NodeJS.Timeout>();
  const deaths = new Map<string, number[]>();
  let stopping: Promise<void> | undefined;
  let exitCode = 0;
  let finish: (code: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));

  function start(command: SupervisedCommand) {
    const child = spawn(command.command, command.args, { env: command.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.set(command.name, child);
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => log(`[${command.name}] ${line}`));
    child.once('error', (err) => log(`[launcher] ${command.name} could not start: ${err.message}`));
    child.once('exit', (code, signal) => {
      running.delete(command.name);
      if (stopping !== undefined) return;
      const now = Date.now();
      const recent = [...(deaths.get(command.name) ?? []), now].filter((at) => now - at < settings.crashWindowMs);
      deaths.set(command.name, recent);
      if (recent.length >= settings.crashLimit) {
        log(
          `[launcher] ${command.name} exited with ${describeExit(code, signal)}, its ${recent.length}th death within ${settings.crashWindowMs / 1000} s: it keeps dying, stopping everything`,
        );
        exitCode = 1;
        void stop();
        return;
      }
      const delay = restartDelay(settings, recent.length);
      log(
        `[launcher] ${command.name} exited with ${describeExit(code, signal)}; restarting it in ${delay} ms (${recent.length} of ${settings.crashLimit} deaths allowed within ${settings.crashWindowMs / 1000} s)`,
      );
      pendingRestarts.set(
        command.name,
        setTimeout(() => {
          pendingRestarts.delete(command.name);
          if (stopping !== undefined) return;
          start(command);
          log(`[launcher] ${command.name} restarted (pid ${running.get(command.name)?.pid})`);
        }, delay),
      );
    });
  }

  function stop(): Promise<void> {
    stopping ??= (async () => {
      for (const timer of pendingRestarts.values()) clearTimeout(timer);
      pendingRestarts.clear();
      const children = [...running.values()];
      const exits = children.map(
        (child) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()))),
      );
      for (const child of children) child.kill('SIGTERM');
      const late = setTimeout(() => {
        for (const child of children) child.kill('SIGKILL');
      }, settings.stopGraceMs);
      await Promise.all(exits);
      clearTimeout(late);
      finish(exitCode);
    })();
    return stopping;
  }

  commands.forEach(start);
  return {
    done,
    stop,
    /** The pid of a command's current process (undefined while it waits for a restart). */
    pidOf: (name: string) => running.get(name)?.pid,
  };
}
