/** One option of a ChoiceList. */
export interface Choice<T extends string | number> {
  value: T;
  label: string;
  description?: string;
}

/** One answer out of a few, as radio buttons styled as cards. */
export function ChoiceList<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 'sm:grid-cols-2',
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
  /** The grid's columns from the small breakpoint up (default two). */
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-stone-700">{legend}</legend>
      <div className={`grid gap-3 ${columns}`}>
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
