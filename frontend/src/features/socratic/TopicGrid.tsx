import { SOCRATIC_HOW_IT_WORKS, SOCRATIC_TOPICS, type SocraticTopic } from '@juba/contracts/socratic';
import { Card } from '../../lib/ui/Card.tsx';
import { COLOUR_CLASSES, TopicIcon } from './topic-style.tsx';

/** Spec part 2 §2.2: the 14 topics and the 'Como Funciona' explainer. */
export function TopicGrid({ onChoose }: { onChoose: (topic: SocraticTopic) => void }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="socratic-topics">
        <h2 id="socratic-topics" className="text-xl font-bold text-stone-900">
          Escolha um tema
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SOCRATIC_TOPICS.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                onClick={() => onChoose(topic)}
                className="flex h-full w-full items-start gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-amber-200 hover:ring-orange-400 focus-visible:ring-2 focus-visible:ring-orange-500"
              >
                <span className={`rounded-xl p-2 ${COLOUR_CLASSES[topic.colour]}`}>
                  <TopicIcon icon={topic.icon} className="h-6 w-6" />
                </span>
                <span>
                  <span className="block font-bold text-stone-900">{topic.name}</span>
                  <span className="block text-sm text-stone-600">{topic.description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Card as="section" aria-labelledby="socratic-how">
        <h2 id="socratic-how" className="text-xl font-bold text-stone-900">
          Como Funciona
        </h2>
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {SOCRATIC_HOW_IT_WORKS.map((idea) => (
            <div key={idea.title}>
              <dt className="font-bold text-orange-700">{idea.title}</dt>
              <dd className="text-stone-700">{idea.description}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
