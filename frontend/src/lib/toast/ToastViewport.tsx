import { useEffect, useRef, useState } from 'react';
import type { Toast } from './toast-state.ts';

/** Spec part 1 §9: F8 moves focus to the notifications. */
const TOAST_HOTKEY = 'F8';

export function ToastViewport({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={`Notificações (${TOAST_HOTKEY})`} className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-end p-4">
      <ol
        ref={region}
        tabIndex={-1}
        aria-live="polite"
        className="flex w-full max-w-[420px] flex-col gap-2 outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { pause, resume } = useToastTimer(toast, onDismiss);
  const destructive = toast.variant === 'destructive';
  // The role goes on the item's content: a list keeps only list items as children.
  return (
    <li className="pointer-events-auto">
      <div
        role={destructive ? 'alert' : 'status'}
        aria-atomic="true"
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={resume}
        className={`relative rounded-xl border p-4 pr-10 shadow-lg ${destructive ? 'border-red-700 bg-red-600 text-white' : 'border-amber-200 bg-white text-stone-900'}`}
      >
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
        <button
          type="button"
          aria-label="Fechar notificação"
          onClick={() => onDismiss(toast.id)}
          className="absolute top-2 right-2 rounded-md px-2 py-1 text-sm opacity-70 hover:opacity-100 focus-visible:opacity-100"
        >
          ✕
        </button>
      </div>
    </li>
  );
}

/** Dismisses a toast when its time is up; hovering or focusing it pauses the clock. */
function useToastTimer(toast: Toast, onDismiss: (id: number) => void) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, onDismiss]);
  return { pause: () => setPaused(true), resume: () => setPaused(false) };
}
