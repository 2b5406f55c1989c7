import { useState } from 'react';
import { Card } from '../../lib/ui/Card.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import { Tabs } from '../../lib/ui/Tabs.tsx';
import type { CulturalExpression } from './expressions.ts';
import { CATEGORY_LABELS, FORMALITY_LABELS } from './labels.ts';

const TABS = [
  { key: 'translation', label: 'Tradução' },
  { key: 'cultural', label: 'Cultural' },
  { key: 'examples', label: 'Exemplos' },
  { key: 'mistakes', label: 'Erros' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const FORMALITY_STYLE = { formal: 'bg-sky-100 text-sky-900', informal: 'bg-emerald-100 text-emerald-900', casual: 'bg-fuchsia-100 text-fuchsia-900' } as const;

/** Spec part 2 §2.8: one expression with its badges and the four tabs. */
export function ExpressionCard({ expression }: { expression: CulturalExpression }) {
  const [tab, setTab] = useState<TabKey>('translation');
  const e = expression;
  return (
    <Card as="article" padding="md" aria-labelledby={`expression-${e.id}`}>
      <h2 id={`expression-${e.id}`} lang="en" className="text-lg font-bold text-stone-900">
        {e.englishExpression}
      </h2>
      <ul aria-label="Características" className="mt-2 mb-4 flex flex-wrap gap-2 text-xs font-semibold">
        <li className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{CATEGORY_LABELS[e.category]}</li>
        <li className={`rounded-full px-2 py-0.5 ${FORMALITY_STYLE[e.formalityLevel]}`}>{FORMALITY_LABELS[e.formalityLevel]}</li>
        <li className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">{difficultyLabel(e.difficulty)}</li>
      </ul>
      <Tabs
        label={`Sobre "${e.englishExpression}"`}
        tabs={TABS}
        active={tab}
        onChange={setTab}
        layout="mb-4 grid-cols-2 sm:grid-cols-4"
        panels={{
          translation: (
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-stone-700">Tradução literal</dt>
                <dd className="text-stone-900">{e.portugueseLiteral}</dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-700">Como se diz em português</dt>
                <dd className="text-stone-900">{e.portugueseEquivalent}</dd>
              </div>
            </dl>
          ),
          cultural: (
            <div className="space-y-3 text-sm text-stone-800">
              <p>{e.contextualExplanation}</p>
              <p>
                <strong className="text-stone-900">Nota cultural: </strong>
                {e.culturalNotes}
              </p>
            </div>
          ),
          examples: (
            <ul className="space-y-3 text-sm">
              {e.usageExamples.map((example) => (
                <li key={example.english}>
                  <span lang="en" className="block font-medium text-stone-900">
                    {example.english}
                  </span>
                  <span className="block text-stone-700">{example.portuguese}</span>
                </li>
              ))}
            </ul>
          ),
          mistakes: (
            <ul className="list-disc space-y-2 pl-5 text-sm text-stone-800">
              {e.commonMistakes.map((mistake) => (
                <li key={mistake}>{mistake}</li>
              ))}
            </ul>
          ),
        }}
      />
    </Card>
  );
}
