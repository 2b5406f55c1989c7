import type { Redis } from 'ioredis';
import { CloseCode } from 'graphql-ws';
import { listenOnChannel } from '@juba/platform/channel-listeners';
import { ERASED_ACCOUNTS_CHANNEL, erasedAccountHash, erasedAccountMessage } from '@juba/platform/erased-accounts';
import type { ClosableSocket } from './socket-limits.ts';

/**
 * The open sockets of each learner, under the one-way name their erasure is
 * published with: an erased learner's sockets close at once, as a new one of
 * theirs is refused (4403), on every gateway instance.
 */
export class SocketsByAccount {
  private readonly byAccount = new Map<string, Set<ClosableSocket>>();

  opened(userId: string, socket: ClosableSocket) {
    const account = erasedAccountHash(userId);
    const sockets = this.byAccount.get(account) ?? new Set();
    sockets.add(socket);
    this.byAccount.set(account, sockets);
  }

  closed(userId: string, socket: ClosableSocket) {
    const account = erasedAccountHash(userId);
    const sockets = this.byAccount.get(account);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byAccount.delete(account);
  }

  erased(account: string) {
    for (const socket of this.byAccount.get(account) ?? []) socket.close(CloseCode.Forbidden, 'Forbidden');
    this.byAccount.delete(account);
  }

  /** Closes the sockets of every account erased from now on; resolves, once listening, with the function that stops. */
  listen(subscriber: Redis): Promise<() => Promise<void>> {
    return listenOnChannel(subscriber, ERASED_ACCOUNTS_CHANNEL, erasedAccountMessage, ({ account }) => this.erased(account));
  }
}
