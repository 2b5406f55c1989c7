import { useEffect, useRef } from 'react';
import { CONVERSATION_THEME_LABELS } from '@juba/contracts/conversation';
import type { ConversationTheme } from '../../generated/graphql.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { TutorMessage, type ChatMessage } from './TutorMessage.tsx';
import { useWordTooltip } from '../../lib/chat/use-word-tooltip.ts';
import { Button } from '../../lib/ui/Button.tsx';

/** How close to its end (a few lines of the draft) the chat must be for a growing draft to keep it there. */
const FOLLOW_DRAFT_WITHIN_PX = 120;

const scrollToEnd = (chat: HTMLElement | null) => {
  if (chat) chat.scrollTop = chat.scrollHeight;
};

/** Spec part 1 §2: the chat with the tutor, newest message last. */
export function ChatView({
  theme,
  messages,
  replying,
  draft,
  onSend,
  onRestart,
}: {
  theme: ConversationTheme;
  messages: readonly ChatMessage[];
  replying: boolean;
  /** The reply as a model writes it; null when nothing has been written yet (or the tutor answers offline). */
  draft: string | null;
  onSend: (text: string) => Promise<boolean>;
  onRestart: () => void;
}) {
  const { shown, show, hold, release } = useWordTooltip();
  const scroller = useRef<HTMLDivElement>(null);
  // Only the chat scrolls, never the page. A new message or the typing
  // indicator brings the chat to its end; a growing draft is followed only by
  // a learner already there, so one reading back up is left in place.
  useEffect(() => {
    scrollToEnd(scroller.current);
  }, [messages.length, replying]);
  useEffect(() => {
    const chat = scroller.current;
    if (chat && chat.scrollHeight - chat.scrollTop - chat.clientHeight <= FOLLOW_DRAFT_WITHIN_PX) scrollToEnd(chat);
  }, [draft]);

  return (
    <section aria-labelledby="chat-title" className="flex flex-col overflow-hidden rounded-2xl bg-amber-50/60 shadow-sm ring-1 ring-amber-200">
      <header className="flex items-center justify-between gap-3 border-b border-amber-200 bg-white px-4 py-3">
        <h2 id="chat-title" className="font-bold text-stone-900">
          {CONVERSATION_THEME_LABELS[theme]}
        </h2>
        <Button variant="secondary" size="sm" onClick={onRestart}>
          Nova Conversa
        </Button>
      </header>

      <div ref={scroller} className="flex max-h-[60vh] min-h-[40vh] flex-col gap-4 overflow-y-auto p-4">
        <p className="text-center text-xs text-stone-500">Clique em uma palavra do tutor para ver a tradução.</p>
        {/* The log goes around the list: on the <ol> itself the role would replace its list semantics. */}
        <div role="log" aria-live="polite" aria-label="Mensagens da conversa">
          <ol className="flex flex-col gap-4">
            {messages.map((message) => (
              <li key={message.id} className={message.role === 'learner' ? 'flex justify-end' : 'flex justify-start'}>
                {message.role === 'learner' ? (
                  <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-orange-600 px-4 py-3 whitespace-pre-wrap text-white shadow-sm">
                    <span className="sr-only">Você: </span>
                    {message.text}
                  </p>
                ) : (
                  <TutorMessage message={message} shown={shown} onWord={show} onHold={hold} onRelease={release} />
                )}
              </li>
            ))}
          </ol>
        </div>
        {replying && draft && (
          // Hidden from screen readers: the log announces the finished message
          // once, where reading every draft would repeat the reply word by word.
          <p
            aria-hidden="true"
            className="max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white/80 px-4 py-3 leading-relaxed whitespace-pre-wrap text-stone-700 shadow-sm ring-1 ring-amber-200"
          >
            {draft}
          </p>
        )}
        <div role="status" className="text-sm text-stone-600">
          {replying && (
            <span className="inline-flex items-center gap-2 rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-amber-200">
              <span aria-hidden="true" className="flex gap-1">
                <span className="h-2 w-2 animate-bounce rounded-full bg-orange-400" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-orange-400 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-orange-400 [animation-delay:300ms]" />
              </span>
              O tutor está digitando...
            </span>
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {shown?.text}
        </p>
      </div>

      <MessageComposer disabled={replying} onSend={onSend} />
    </section>
  );
}
