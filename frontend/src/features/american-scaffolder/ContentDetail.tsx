import { useEffect, useState } from 'react';
import { canSpeak, speak, SPEECH_RATES, stopSpeaking } from '../../lib/speech.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import { Tabs } from '../../lib/ui/Tabs.tsx';
import { CONTENT_TYPE_LABELS, type CultureContentItem } from './content.ts';
import { Exercises } from './Exercises.tsx';

const TABS = [
  { key: 'american', label: 'Contexto Americano' },
  { key: 'brazil', label: 'Comparação Brasil' },
  { key: 'exercises', label: 'Exercícios' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Spec part 2 §2.9: a scene's concepts, vocabulary, transcript and the three tabs. */
export function ContentDetail({ item, onBack }: { item: CultureContentItem; onBack(): void }) {
  const [tab, setTab] = useState<TabKey>('american');
  const listen = () => speak(item.transcription.map((t) => t.line).join(' '), SPEECH_RATES.scaffolder);
  // A whole scene takes a minute to say: leaving it must not leave it playing.
  useEffect(() => stopSpeaking, []);

  return (
    <article aria-labelledby="scaffolder-title" className="space-y-6">
      <button type="button" onClick={onBack} className="text-sm font-semibold text-orange-800 underline hover:text-orange-900">
        Voltar à biblioteca
      </button>
      <header>
        <div className="mb-2 flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-orange-100 px-2 py-0.5 text-orange-900">{CONTENT_TYPE_LABELS[item.contentType]}</span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">{difficultyLabel(item.difficulty)}</span>
        </div>
        <h2 id="scaffolder-title" lang="en" className="text-2xl font-bold text-stone-900">
          {item.title}
        </h2>
        <p className="mt-1 text-stone-700">{item.description}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <Card as="section" padding="md" aria-labelledby="scaffolder-concepts">
          <h3 id="scaffolder-concepts" className="mb-3 font-bold text-stone-900">
            Conceitos culturais
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
            {item.culturalConcepts.map((concept) => (
              <li key={concept}>{concept}</li>
            ))}
          </ul>
        </Card>
        <Card as="section" padding="md" aria-labelledby="scaffolder-vocabulary">
          <h3 id="scaffolder-vocabulary" className="mb-3 font-bold text-stone-900">
            Vocabulário
          </h3>
          <dl className="space-y-2 text-sm">
            {item.vocabulary.map((v) => (
              <div key={v.term}>
                <dt lang="en" className="font-semibold text-stone-900">
                  {v.term}
                </dt>
                <dd className="text-stone-700">{v.meaning}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      <Card as="section" padding="md" aria-labelledby="scaffolder-transcript">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h3 id="scaffolder-transcript" className="font-bold text-stone-900">
            Transcrição
          </h3>
          <Button variant="secondary" size="sm" onClick={listen} disabled={!canSpeak()}>
            <span aria-hidden="true">▶ </span>Ouvir transcrição
          </Button>
        </div>
        <ol lang="en" className="space-y-1 text-sm text-stone-800">
          {item.transcription.map((t, index) => (
            <li key={index}>
              <span className="font-semibold text-stone-900">{t.speaker}:</span> {t.line}
            </li>
          ))}
        </ol>
      </Card>

      <Tabs
        label="Estudo da cena"
        tabs={TABS}
        active={tab}
        onChange={setTab}
        layout="mb-4 grid-cols-1 sm:grid-cols-3"
        panels={{
          american: (
            <Card as="p" padding="md" className="text-stone-800">
              {item.americanContext}
            </Card>
          ),
          brazil: (
            <Card as="p" padding="md" className="text-stone-800">
              {item.brazilianComparison}
            </Card>
          ),
          exercises: <Exercises exercises={item.exercises} />,
        }}
      />
    </article>
  );
}
