import type { SessionBroadcast, SessionEvent } from '../features/auth/session-broadcast.ts';

/**
 * The tabs of one browser: each tab() is a broadcast that reaches every other
 * tab and never itself, like a BroadcastChannel (delivered at once here).
 */
export function tabsOfOneBrowser() {
  const handlers = new Set<{ tab: number; handle: (event: SessionEvent) => void }>();
  let tabs = 0;
  return {
    tab(): SessionBroadcast {
      const tab = ++tabs;
      return {
        announce: (event) => {
          for (const h of [...handlers]) if (h.tab !== tab) h.handle(event);
        },
        listen(handle) {
          const entry = { tab, handle };
          handlers.add(entry);
          return () => handlers.delete(entry);
        },
      };
    },
  };
}

/** A tab alone in its browser. */
export const aloneInTheBrowser = (): SessionBroadcast => tabsOfOneBrowser().tab();
