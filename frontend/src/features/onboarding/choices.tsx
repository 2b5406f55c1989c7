import { ToggleChip } from '../../lib/ui/ToggleChip.tsx';

/** Any number of interests, as toggle chips. */
export function InterestChips({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const toggle = (option: string) => onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  return (
    <fieldset>
      <legend className="mb-3 text-stone-700">{legend}</legend>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <li key={option}>
              <ToggleChip pressed={on} onToggle={() => toggle(option)}>
                {option}
              </ToggleChip>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-stone-500" aria-live="polite">
        {selected.length} selected
      </p>
    </fieldset>
  );
}
