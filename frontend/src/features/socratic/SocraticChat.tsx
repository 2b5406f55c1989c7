import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SOCRATIC_GLOSSARY, SOCRATIC_MAX_MESSAGE_LENGTH, type SocraticTopic } from '@juba/contracts/socratic';
import { CorrectionNote } from '../../lib/chat/CorrectionNote.tsx';
import { useWordTooltip } from '../../lib/chat/use-word-tooltip.ts';
import { AddToDictionaryButton } from '../../lib/dictionary/AddToDictionaryButton.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { COLOUR_CLASSES, TopicIcon } from './topic-style.tsx';
import type { SocraticMessage } from './use-socratic-session.ts';

type Lookup = (word: string) => string | undefined;

/** Spec §4: the screen's small built-in glossary. */
const builtIn: Lookup = (word) => SOCRATIC_GLOSSARY[word.toLowerCase().replace(/'s$/, '')];

/** A model partner's message translates its own words first, then falls back on the built-in glossary. */
function lookupFor(message: SocraticMessage): Lookup {
  if (!message.glossary?.length) return builtIn;
  const own = new Map(message.glossary.map((entry) => [entry.word, entry.translation]));
  return (word) => own.get(word.toLowerCase()) ?? builtIn(word);
}

/** An assistant message: its glossary words are buttons that show the translation. */
function AssistantText({ content, lookup, onWord }: { content: string; lookup: Lookup; onWord: (word: string, translation: string) => void }) {
  return (
    <span lang="en">
      {content.split(/([A-Za-z']+)/).map((part, index) => {
        const translation = index % 2 === 1 ? lookup(part) : undefined;
        return translation ? (
          <button
            key={index}
            type="button"
            onClick={() => onWord(part, translation)}
            className="underline decoration-orange-400 decoration-dotted underline-offset-4 hover:bg-amber-100"
          >
            {part}
          </button>
        ) : (
          part
        );
      })}
    </span>
  );
}

/** Spec part 2 §2.2: the full-screen chat on one topic. */
export function SocraticChat({
  topic,
  messages,
  typing,
  draft,
  onSend,
  onNewTopic,
}: {
  topic: SocraticTopic;
  messages: SocraticMessage[];
  typing: boolean;
  /** The model partner's question as it is written; null when nothing has been written yet (or the partner asks offline). */
  draft: string | null;
  onSend: (text: string) => boolean;
  onNewTopic: () => void;
}) {
  const [text, setText] = useState('');
  // Spec §4: the translation shows for 2 s, only for a glossary word; it stays while the learner is on its 'Adicionar ao dicionário'.
  const { shown, show, hold, release } = useWordTooltip();
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!typing) input.current?.focus();
  }, [typing]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing, draft]);

  // The word is the tooltip's key: one translation shows at a time.
  const showWord = (word: string, translation: string) => show(word.toLowerCase(), translation);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSend(text)) setText('');
  };

  return (
    <section aria-labelledby="socratic-chat-title" className="fixed inset-0 z-40 flex flex-col bg-amber-50">
      <header className="flex items-center justify-between gap-4 border-b border-amber-200 bg-white px-4 py-3">
        <div className="flex items-center gap-3">
          <span className={`rounded-xl p-2 ${COLOUR_CLASSES[topic.colour]}`}>
            <TopicIcon icon={topic.icon} className="h-5 w-5" />
          </span>
          <h2 id="socratic-chat-title" className="text-lg font-bold text-stone-900">
            Diálogo Socrático: {topic.name}
          </h2>
        </div>
        <Button variant="secondary" size="sm" onClick={onNewTopic}>
          Novo Tema
        </Button>
      </header>

      <div className="flex-1 overflow-y-auto px-4 py-4">
        <div role="log" aria-label="Mensagens">
          <ol className="mx-auto max-w-3xl space-y-3">
            {messages.map((each) => (
              <li key={each.id} className={each.role === 'user' ? 'flex justify-end' : 'flex flex-col items-start gap-2'}>
                <p
                  className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2 ${each.role === 'user' ? 'bg-orange-700 text-white' : 'bg-white text-stone-900 ring-1 ring-amber-200'}`}
                >
                  <span className="sr-only">{each.role === 'user' ? 'Você: ' : 'Parceiro socrático: '}</span>
                  {each.role === 'assistant' ? (
                    <AssistantText content={each.content} lookup={lookupFor(each)} onWord={showWord} />
                  ) : (
                    <span lang="en">{each.content}</span>
                  )}
                </p>
                {each.corrections?.map((correction) => (
                  <CorrectionNote key={`${correction.original}→${correction.corrected}`} correction={correction} />
                ))}
              </li>
            ))}
          </ol>
        </div>
        {typing && draft && (
          // Hidden from screen readers: the log announces the finished question once.
          <p
            aria-hidden="true"
            lang="en"
            className="mx-auto mt-3 max-w-3xl whitespace-pre-wrap rounded-2xl bg-white/80 px-4 py-2 text-stone-700 ring-1 ring-amber-200"
          >
            {draft}
          </p>
        )}
        {typing && (
          <p role="status" className="mx-auto mt-3 max-w-3xl text-sm text-stone-600">
            Digitando...
          </p>
        )}
        <div ref={end} />
      </div>

      {shown && (
        <div
          onMouseEnter={hold}
          onMouseLeave={release}
          onFocus={hold}
          onBlur={release}
          className="mx-auto mb-2 flex items-center gap-3 rounded-xl bg-stone-900 px-4 py-2 text-white shadow-lg"
        >
          <span role="status">
            <span lang="en" className="font-bold">
              {shown.key}
            </span>
            : {shown.text}
          </span>
          <AddToDictionaryButton word={shown.key} translation={shown.text} />
        </div>
      )}

      <form onSubmit={submit} className="border-t border-amber-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-3xl gap-3">
          <textarea
            ref={input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
            }}
            disabled={typing}
            maxLength={SOCRATIC_MAX_MESSAGE_LENGTH}
            rows={2}
            aria-label="Sua resposta"
            aria-describedby="socratic-hint"
            placeholder="Compartilhe seus pensamentos em inglês..."
            className="flex-1 resize-none rounded-xl border border-amber-300 px-3 py-2 text-stone-900 disabled:bg-stone-100"
          />
          <Button className="self-end" type="submit" disabled={typing}>
            Enviar
          </Button>
        </div>
        <p id="socratic-hint" className="mx-auto mt-1 max-w-3xl text-xs text-stone-600">
          Use Shift + Enter para nova linha. Responda honestamente às perguntas.
        </p>
      </form>
    </section>
  );
}
