import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { LearningProfileDocument, type ConversationTheme } from '../../generated/graphql.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { buttonClass } from '../../lib/ui/Button.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ChatView } from './ChatView.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { useTutorConversation } from './use-tutor-conversation.ts';

/**
 * Spec part 1 §2 Conversation practice at /conversation: a theme, then a chat
 * with the tutor at the learner's level (the server's default when the
 * profile cannot be read). Starting waits for the profile read to settle, so
 * a page opened directly does not start at the default level.
 */
export function ConversationPage() {
  const { toast } = useToast();
  const profile = useQuery(LearningProfileDocument);
  const [theme, setTheme] = useState<ConversationTheme | null>(null);
  const conversation = useTutorConversation();
  const { view } = conversation;

  const start = () => {
    if (!theme) {
      toast({ title: 'Selecione um Tema', description: 'Escolha um tema para iniciar a conversa.' });
      return;
    }
    void conversation.start(theme, profile.data?.learningProfile?.englishLevel);
  };

  const restart = () => {
    setTheme(null);
    conversation.restart();
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 md:px-6">
      <header className="mb-6 flex items-center gap-4">
        <Link to="/" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <span aria-hidden="true">←</span> Voltar
        </Link>
        <div>
          <h1 className="text-2xl font-extrabold text-stone-900">Conversation Practice</h1>
          <p className="text-sm text-stone-600">Pratique inglês conversando com o tutor do Juba.</p>
        </div>
      </header>

      {view.kind === 'picking' && <ThemePicker selected={theme} busy={profile.loading} onSelect={setTheme} onStart={start} />}
      {view.kind === 'starting' && <Loading label="Iniciando a conversa..." visibleLabel />}
      {view.kind === 'chatting' && (
        <ChatView
          theme={view.theme}
          messages={conversation.messages}
          replying={conversation.replying}
          draft={conversation.draft}
          onSend={conversation.send}
          onRestart={restart}
        />
      )}
    </div>
  );
}
