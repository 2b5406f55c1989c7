import { useCallback, useEffect, useRef } from 'react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { refusalMessage } from '../../lib/apollo/refusal.ts';

const ACCESS_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** The server refused because the viewer is not signed in or not an admin. */
export function isAccessRefusal(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => ACCESS_CODES.has(String(e.extensions?.['code'])));
  return ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403);
}

/** What the server said, for the description of an error toast. */
function errorDescription(error: unknown): string {
  return refusalMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Shows a destructive toast for each failed read, and returns the function
 * that shows it, for refetches: a refetch failing exactly as before leaves the
 * query's `error` unchanged, so only its rejection tells. Each failure is
 * shown once, whichever of the two reports it first.
 */
export function useErrorToast(error: unknown, title: string, description?: string) {
  const { toast } = useToast();
  const shown = useRef<unknown>(null);
  const show = useCallback(
    (failure: unknown) => {
      if (failure === shown.current) return;
      shown.current = failure;
      toast({ title, description: description ?? errorDescription(failure), variant: 'destructive' });
    },
    [title, description, toast],
  );
  useEffect(() => {
    if (error) show(error);
  }, [error, show]);
  return show;
}

/** Runs an admin write and reports it with the spec's toasts (§8); resolves whether it succeeded. */
export function useAdminWrite() {
  const { toast } = useToast();
  return async (write: () => Promise<unknown>, toasts: { success: string; failure: string }): Promise<boolean> => {
    try {
      await write();
      toast({ title: toasts.success });
      return true;
    } catch (error) {
      toast({ title: toasts.failure, description: errorDescription(error), variant: 'destructive' });
      return false;
    }
  };
}
