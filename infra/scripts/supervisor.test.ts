import { afterEach, describe, expect, it, vi } from 'vitest';
import { restartDelay, supervise, supervisorSettingsFromEnv, DEFAULT_SUPERVISOR_SETTINGS, type SupervisedCommand } from './supervisor.ts';

const FAST = { restartDelayMs: 10, maxRestartDelayMs: 40, crashLimit: 5, crashWindowMs: 60_000, stopGraceMs: 5_000 };
const node = (name: string, script: string): SupervisedCommand => ({ name, command: process.execPath, args: ['-e', script] });
const LONG_RUNNING = node('steady', 'console.log("up"); setInterval(() => {}, 1000)');

const launchers: ReturnType<typeof supervise>[] = [];
afterEach(async () => {
  await Promise.all(launchers.splice(0).map((l) => l.stop()));
});

function launch(commands: SupervisedCommand[]) {
  const lines: string[] = [];
  const launcher = supervise(commands, FAST, (line) => lines.push(line));
  launchers.push(launcher);
  return { launcher, lines };
}

describe("make dev's launcher", () => {
  it('restarts a process that was killed, says so, and leaves the others running', async () => {
    const { launcher, lines } = launch([LONG_RUNNING, node('victim', 'setInterval(() => {}, 1000)')]);
    await vi.waitFor(() => expect(lines).toContain('[steady] up'));
    const steady = launcher.pidOf('steady');
    const victim = launcher.pidOf('victim')!;

    process.kill(victim, 'SIGKILL');

    await vi.waitFor(() => expect([undefined, victim]).not.toContain(launcher.pidOf('victim')));
    expect(launcher.pidOf('steady')).toBe(steady);
    expect(lines).toContain('[launcher] victim exited with signal SIGKILL; restarting it in 10 ms (1 of 5 deaths allowed within 60 s)');
    expect(lines.some((l) => l.startsWith('[launcher] victim restarted (pid '))).toBe(true);
  });

  it('stops everything, exiting 1, when a process keeps dying', async () => {
    const { launcher, lines } = launch([LONG_RUNNING, node('broken', 'process.exit(3)')]);
    expect(await launcher.done).toBe(1);
    expect(lines.filter((l) => l.startsWith('[launcher] broken exited with code 3; restarting'))).toHaveLength(4);
    expect(lines).toContain('[launcher] broken exited with code 3, its 5th death within 60 s: it keeps dying, stopping everything');
    expect(launcher.pidOf('steady')).toBeUndefined();
  });

  it('stops everything on stop() (Ctrl+C), exiting 0, without restarting anyone', async () => {
    const { launcher, lines } = launch([LONG_RUNNING]);
    await vi.waitFor(() => expect(lines).toContain('[steady] up'));
    await launcher.stop();
    expect(await launcher.done).toBe(0);
    expect(lines.some((l) => l.includes('restarting'))).toBe(false);
  });

  it('doubles its back-off with each death within the window, up to the cap', () => {
    expect([1, 2, 3, 4].map((deaths) => restartDelay(FAST, deaths))).toEqual([10, 20, 40, 40]);
  });

  it('reads its settings from SUPERVISOR_* with defaults, and refuses nonsense', () => {
    expect(supervisorSettingsFromEnv({})).toEqual(DEFAULT_SUPERVISOR_SETTINGS);
    expect(supervisorSettingsFromEnv({ SUPERVISOR_CRASH_LIMIT: '3' }).crashLimit).toBe(3);
    expect(() => supervisorSettingsFromEnv({ SUPERVISOR_RESTART_DELAY_MS: 'soon' })).toThrow(/SUPERVISOR_RESTART_DELAY_MS/);
  });
});
