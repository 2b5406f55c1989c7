/** Spec part 1 §9: at most one toast at a time, shown for 5000 ms by default. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays, in milliseconds. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** A new toast pushes out the oldest once the limit is reached. */
export function addToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...toasts].slice(0, TOAST_LIMIT);
}
