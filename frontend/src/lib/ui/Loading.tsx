/** A spinner announced to screen readers with `label`; `visibleLabel` also shows the text. */
export function Loading({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-stone-600">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-amber-200 border-t-orange-600" />
      <span className={visibleLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}
