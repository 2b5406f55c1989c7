/// <reference types="node" />
import { spawn } from 'node:child_process';

/** Runs a command to completion; a failure carries the end of its output. */
export function runCommand(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')}: ${err.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(output);
      const tail = output.trimEnd().split('\n').slice(-40).join('\n');
      reject(
        new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}${signal === 'SIGKILL' ? `, over ${opts.timeoutMs} ms` : ''}):\n${tail}`),
      );
    });
  });
}

/** A TypeScript script or snippet run the way the app's processes are: node with the tsx loader. */
export const tsxArgs = (...rest: string[]) => ['--import', 'tsx', ...rest];
