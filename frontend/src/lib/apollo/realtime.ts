import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Tells screens when the realtime socket (re)connects. Pushes sent while the
 * socket was down are lost, so a screen following a job re-reads it then.
 */
export class RealtimeConnection {
  private readonly listeners = new Set<() => void>();

  onConnected(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notifyConnected(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

export const RealtimeContext = createContext(new RealtimeConnection());

/** Runs `callback` each time the realtime socket connects or reconnects. */
export function useOnRealtimeConnected(callback: () => void): void {
  const connection = useContext(RealtimeContext);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => connection.onConnected(() => latest.current()), [connection]);
}
