import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { SocraticChat } from './SocraticChat.tsx';
import { TopicGrid } from './TopicGrid.tsx';
import { useSocraticSession } from './use-socratic-session.ts';

/** Spec part 2 §2.2 Diálogos Socráticos at /socratic: the topics, then the full-screen chat. */
export function SocraticPage() {
  const session = useSocraticSession();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-6">
      <ModuleHeader title="Diálogos Socráticos" />
      <p className="-mt-3 mb-6 text-stone-600">Pense em inglês: escolha um tema e responda a perguntas que levam você a refletir.</p>
      {session.topic ? (
        <SocraticChat
          topic={session.topic}
          messages={session.messages}
          typing={session.typing}
          draft={session.draft}
          onSend={session.send}
          onNewTopic={session.newTopic}
        />
      ) : (
        <TopicGrid onChoose={session.choose} />
      )}
    </div>
  );
}
