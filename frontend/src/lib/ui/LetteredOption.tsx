import { optionLetter } from './option-letter.ts';

/**
 * One option of a multiple-choice question as a lettered radio (A, B, C…):
 * the native input stays in the tab order for keyboard use, hidden behind the
 * letter badge. `marked` replaces the colours once the answer is shown (right
 * and wrong), and a locked question keeps the default cursor.
 */
export function LetteredOption({
  name,
  index,
  option,
  checked,
  onChoose,
  locked,
  marked,
}: {
  name: string;
  index: number;
  option: string;
  checked: boolean;
  onChoose: (index: number) => void;
  locked: boolean;
  marked?: string;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-lg px-4 py-3 ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-500 ${
        marked || (checked ? 'bg-amber-50 ring-orange-500' : 'bg-white ring-amber-200 hover:ring-orange-300')
      } ${locked ? 'cursor-default' : 'cursor-pointer'}`}
    >
      <input type="radio" name={name} className="sr-only" checked={checked} onChange={() => onChoose(index)} />
      <span
        aria-hidden="true"
        className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${checked ? 'bg-orange-600 text-white' : 'bg-amber-100 text-orange-800'}`}
      >
        {optionLetter(index)}
      </span>
      <span className="pt-0.5">
        <span className="sr-only">{optionLetter(index)})</span> {option}
      </span>
    </label>
  );
}
