import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Tab<Key extends string> {
  key: Key;
  label: string;
}

interface Props<Key extends string> {
  label: string;
  tabs: readonly Tab<Key>[];
  active: NoInfer<Key>;
  onChange(key: NoInfer<Key>): void;
  /** Every tab's panel: all stay mounted (a job followed on one tab goes on while another shows), only the active one is shown. */
  panels: Record<NoInfer<Key>, ReactNode>;
  /** The tab row's layout (margin and grid columns); four columns from the small breakpoint unless given. */
  layout?: string;
}

/** WAI-ARIA tabs: one tab stop, arrows (and Home/End) move between tabs, the active panel follows. */
export function Tabs<Key extends string>({ label, tabs, active, onChange, panels, layout = 'mb-6 grid-cols-2 sm:grid-cols-4' }: Props<Key>) {
  const baseId = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onChange(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={`grid gap-1 rounded-xl bg-amber-100 p-1 ${layout}`}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${selected ? 'bg-white text-orange-800 shadow-sm' : 'text-stone-700 hover:bg-amber-50'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={`${baseId}-panel-${tab.key}`} aria-labelledby={`${baseId}-tab-${tab.key}`} hidden={tab.key !== active}>
          {panels[tab.key]}
        </div>
      ))}
    </>
  );
}
