import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { addToast, TOAST_DURATION_MS, type Toast, type ToastInput } from './toast-state.ts';
import { ToastViewport } from './ToastViewport.tsx';

interface ToastApi {
  toast(input: ToastInput): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

/**
 * Holds the visible toasts and renders them in a live region. A dismissed
 * toast is removed at once (the original kept closed toasts mounted but
 * invisible for 1,000,000 ms, which nobody can see).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) =>
      addToast(current, {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        duration: input.duration ?? TOAST_DURATION_MS,
      }),
    );
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
