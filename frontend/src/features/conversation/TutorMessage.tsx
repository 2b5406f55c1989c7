import { useMemo } from 'react';
import type { ConversationMessageFieldsFragment } from '../../generated/graphql.ts';
import { CorrectionNote } from '../../lib/chat/CorrectionNote.tsx';
import { AddToDictionaryButton } from '../../lib/dictionary/AddToDictionaryButton.tsx';
import { NO_TRANSLATION, splitWords, translationOf } from './tutor-words.ts';
import type { ShownTranslation } from '../../lib/chat/use-word-tooltip.ts';

export type ChatMessage = ConversationMessageFieldsFragment;

/**
 * A tutor message whose every word is a button showing its Portuguese
 * translation (with 'Adicionar ao dicionário' when it has one), followed by
 * the corrections of the learner's last message.
 */
export function TutorMessage({
  message,
  shown,
  onWord,
  onHold,
  onRelease,
}: {
  message: ChatMessage;
  shown: ShownTranslation | null;
  onWord: (key: string, translation: string) => void;
  /** The pointer or focus is on the translation: keep it shown. */
  onHold: () => void;
  onRelease: () => void;
}) {
  const pieces = useMemo(() => splitWords(message.text), [message.text]);
  const glossary = useMemo(() => new Map(message.glossary.map((entry) => [entry.word, entry.translation])), [message.glossary]);

  return (
    <div className="flex max-w-[85%] flex-col gap-2">
      <p className="rounded-2xl rounded-tl-sm bg-white px-4 py-3 leading-relaxed whitespace-pre-wrap text-stone-900 shadow-sm ring-1 ring-amber-200">
        <span className="sr-only">Tutor: </span>
        {pieces.map((piece, index) => {
          if (!piece.word) return piece.text;
          const key = `${message.id}:${index}`;
          const open = shown?.key === key;
          const tooltipId = `translation-${key}`;
          const word = piece.word;
          return (
            <span key={key} className="relative inline-block">
              <button
                type="button"
                aria-describedby={open ? tooltipId : undefined}
                onClick={() => onWord(key, translationOf(glossary, word))}
                className="cursor-help rounded px-px hover:bg-amber-100 focus-visible:bg-amber-100 focus-visible:outline-2 focus-visible:outline-orange-500"
              >
                {piece.text}
              </button>
              {open && (
                <span
                  onMouseEnter={onHold}
                  onMouseLeave={onRelease}
                  onFocus={onHold}
                  onBlur={onRelease}
                  className="absolute bottom-full left-1/2 z-10 mb-1 flex -translate-x-1/2 items-center gap-2 rounded-md bg-stone-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow"
                >
                  <span role="tooltip" id={tooltipId}>
                    {shown.text}
                  </span>
                  {shown.text !== NO_TRANSLATION && <AddToDictionaryButton word={word} translation={shown.text} />}
                </span>
              )}
            </span>
          );
        })}
      </p>
      {message.corrections.map((correction) => (
        <CorrectionNote key={`${correction.original}→${correction.corrected}`} correction={correction} />
      ))}
    </div>
  );
}
