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
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(option)}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition ${
                  on ? 'bg-orange-600 text-white ring-orange-600' : 'bg-white text-stone-700 ring-amber-300 hover:bg-amber-50'
                }`}
              >
                {option}
              </button>
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
