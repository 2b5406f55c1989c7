import type { ReactNode } from 'react';

/** A rounded on/off choice among several (interests, focus areas, a category filter), announced as a pressed button. */
export function ToggleChip({ pressed, onToggle, children }: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 ${
        pressed ? 'bg-orange-600 text-white ring-orange-600' : 'bg-white text-stone-700 ring-amber-300 hover:bg-amber-50'
      }`}
    >
      {children}
    </button>
  );
}
