import type { ConversationMessageFieldsFragment } from '../../generated/graphql.ts';

export type Correction = ConversationMessageFieldsFragment['corrections'][number];

/** A mistake of the learner's last message, under the partner's reply (the tutor's, the Socratic partner's). */
export function CorrectionNote({ correction }: { correction: Correction }) {
  return (
    <aside aria-label="Correção" className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-800">
      <p className="font-semibold text-amber-800">Correção</p>
      <p className="mt-1">
        <del className="text-red-700">{correction.original}</del> <span aria-hidden="true">→</span>
        <span className="sr-only">, corrigido para </span> <ins className="font-medium text-green-800 no-underline">{correction.corrected}</ins>
      </p>
      <p className="mt-1 text-stone-600">{correction.explanation}</p>
    </aside>
  );
}
