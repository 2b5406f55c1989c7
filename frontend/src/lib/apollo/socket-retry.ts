import type { ClientOptions } from 'graphql-ws';

/**
 * Close codes the gateway sends when a socket passes one of its limits
 * (SOCKET_LIMIT_CLOSE in gateway/src/subscriptions/socket-limits.ts).
 */
export const SOCKET_LIMIT_CLOSE = {
  /** The learner has too many sockets open (other tabs): this one, the oldest, was closed. */
  replaced: 4010,
  /** No subscription for a while. The client connects lazily, so it comes back only when one is needed. */
  idle: 4011,
  tooManySubscriptions: 4012,
} as const;

/** Limit closes in a row (4010, 4012) after which the client stops trying: more tries would only be closed again. */
export const LIMIT_RETRIES = 3;
/** The wait before the first try after a limit close, doubled for each further one. */
export const LIMIT_RETRY_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function closeCode(errOrCloseEvent: unknown): number | undefined {
  const code = (errOrCloseEvent as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

const isLimitClose = (code: number | undefined) => code === SOCKET_LIMIT_CLOSE.replaced || code === SOCKET_LIMIT_CLOSE.tooManySubscriptions;

/**
 * graphql-ws's shouldRetry and retryWait. A dropped connection (network, a
 * gateway restart) is tried again forever, with graphql-ws's own randomised
 * exponential back-off. A close for a limit is tried again after a longer,
 * doubling wait, and after LIMIT_RETRIES of them in a row not at all (with a
 * warning): reconnecting at once would close another tab's socket, or be
 * closed again, in a loop. Counted across connections, since each retry may
 * connect before it is closed again; any other close starts the count anew.
 */
export function socketRetryPolicy(warn: (message: string) => void = console.warn): Required<Pick<ClientOptions, 'shouldRetry' | 'retryWait'>> {
  let limitClosesInARow = 0;
  return {
    shouldRetry(errOrCloseEvent: unknown): boolean {
      const code = closeCode(errOrCloseEvent);
      if (!isLimitClose(code)) {
        limitClosesInARow = 0;
        return true;
      }
      limitClosesInARow += 1;
      if (limitClosesInARow <= LIMIT_RETRIES) return true;
      const reason = (errOrCloseEvent as { reason?: string }).reason;
      warn(
        `Live updates stopped: the server closed the connection ${limitClosesInARow} times in a row for a limit (${code}${reason ? `: ${reason}` : ''}). Close other Juba tabs and reload the page.`,
      );
      return false;
    },
    async retryWait(retries: number): Promise<void> {
      if (limitClosesInARow > 0) return sleep(LIMIT_RETRY_WAIT_MS * 2 ** (limitClosesInARow - 1));
      // graphql-ws's default: 2^retries seconds plus 0.3 to 3 s at random.
      return sleep(2 ** retries * 1000 + Math.floor(Math.random() * 2700 + 300));
    },
  };
}
