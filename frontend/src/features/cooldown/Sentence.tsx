import { COOLDOWN_BLANK, type CooldownSentence } from '@juba/contracts/cooldown';

/** The sentence with its blank drawn as a line (and named for screen readers), or with the answer in place. */
export function Sentence({ sentence, answered }: { sentence: CooldownSentence; answered: boolean }) {
  const [before, after] = sentence.incomplete.split(COOLDOWN_BLANK);
  return (
    <span lang="en">
      {before}
      {answered ? (
        <strong className="text-green-800">{sentence.answer}</strong>
      ) : (
        <span className="inline-block w-16 border-b-2 border-stone-500 align-baseline">
          <span className="sr-only">(lacuna)</span>
        </span>
      )}
      {after}
    </span>
  );
}
