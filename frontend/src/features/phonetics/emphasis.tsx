import { Fragment } from 'react';

/** The analysis marks words the learner said or should say as *word*: shown emphasised, not with asterisks. */
export function Emphasis({ text }: { text: string }) {
  const parts = text.split(/\*([^*\n]+)\*/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <em key={i} className="font-semibold not-italic text-stone-900">
            {part}
          </em>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
