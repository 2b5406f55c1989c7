/**
 * What one tab tells the others of the same browser: it signed out (they sign
 * out too, quietly), or its session was refused (they lose theirs, with the
 * 'Unauthorized' toast). Tokens never travel: each tab holds its own.
 */
export type SessionEvent = 'signed-out' | 'lost';

export interface SessionBroadcast {
  announce(event: SessionEvent): void;
  listen(handler: (event: SessionEvent) => void): () => void;
}

const CHANNEL_NAME = 'juba.session';
const isSessionEvent = (data: unknown): data is SessionEvent => data === 'signed-out' || data === 'lost';

/** The browser's BroadcastChannel (same origin, every tab); silent where there is none. */
export function browserSessionBroadcast(): SessionBroadcast {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, listen: () => () => {} };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    announce: (event) => channel.postMessage(event),
    listen(handler) {
      const onMessage = (message: MessageEvent) => {
        if (isSessionEvent(message.data)) handler(message.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
