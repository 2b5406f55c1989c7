import { execFileSync } from 'node:child_process';

/** The pid listening on a port: the process itself, as the stack runs each as `node --import tsx`. */
export function listenerPid(port: number): number {
  const line = execFileSync('ss', ['-Htlnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}
