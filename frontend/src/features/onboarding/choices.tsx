import type { Choice } from './onboarding-steps.ts';

/** One answer out of a few, as radio buttons styled as cards. */
export function ChoiceList<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-stone-700">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-500 ${
                checked ? 'bg-amber-50 ring-orange-500' : 'bg-white ring-amber-200 hover:ring-orange-300'
              }`}
            >
              <input type="radio" name={name} className="mt-1 h-4 w-4 accent-orange-600" checked={checked} onChange={() => onChange(choice.value)} />
              <span>
                <span className="block font-semibold text-stone-900">{choice.label}</span>
                {choice.description && <span className="block text-sm text-stone-600">{choice.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

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
