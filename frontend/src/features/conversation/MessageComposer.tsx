import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';
import { Button } from '../../lib/ui/Button.tsx';

/** The counter appears once a message nears the limit the tutor accepts. */
const COUNTER_FROM = TUTOR_MAX_MESSAGE_LENGTH - 100;

/**
 * The learner's message box. Enter sends, Shift+Enter starts a new line, and
 * whitespace alone is never sent. The box is emptied on sending and gets the
 * text back when it could not be sent, so nothing typed is lost.
 */
export function MessageComposer({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => Promise<boolean> }) {
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);

  // Back to the box whenever it can be used again, so the conversation goes on from the keyboard.
  useEffect(() => {
    if (!disabled) field.current?.focus();
  }, [disabled]);

  const send = async () => {
    const text = draft;
    if (disabled || !text.trim()) return;
    setDraft('');
    const sent = await onSend(text);
    if (!sent) setDraft((current) => current || text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-amber-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex-1">
        <label htmlFor="tutor-message" className="sr-only">
          Sua mensagem
        </label>
        <textarea
          id="tutor-message"
          ref={field}
          rows={2}
          value={draft}
          maxLength={TUTOR_MAX_MESSAGE_LENGTH}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="tutor-message-hint"
          placeholder="Type your message in English..."
          className="w-full resize-none rounded-xl border border-amber-300 px-3 py-2 text-stone-900 focus:border-orange-500 focus:outline-none disabled:bg-stone-100"
        />
        <p id="tutor-message-hint" className="flex justify-between gap-2 text-xs text-stone-500">
          <span>Enter envia · Shift+Enter quebra a linha</span>
          {draft.length >= COUNTER_FROM && (
            <span className={draft.length >= TUTOR_MAX_MESSAGE_LENGTH ? 'font-semibold text-red-700' : undefined}>
              {draft.length}/{TUTOR_MAX_MESSAGE_LENGTH}
            </span>
          )}
        </p>
      </div>
      <Button className="mb-5" type="submit" disabled={disabled || !draft.trim()}>
        Enviar
      </Button>
    </form>
  );
}
