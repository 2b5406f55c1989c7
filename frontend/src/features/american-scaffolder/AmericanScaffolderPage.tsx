import { useState } from 'react';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import { CONTENT_TYPE_LABELS, CULTURE_CONTENT, type CultureContentItem } from './content.ts';
import { ContentDetail } from './ContentDetail.tsx';

/** Spec part 2 §2.9: /american-scaffolder, a library of three scenes and each scene's detail. */
export function AmericanScaffolderPage() {
  const [open, setOpen] = useState<CultureContentItem | null>(null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:px-6">
      <ModuleHeader title="Scaffolder Dinâmico Americano" />
      {open ? (
        <ContentDetail key={open.id} item={open} onBack={() => setOpen(null)} />
      ) : (
        <section aria-labelledby="scaffolder-library">
          <h2 id="scaffolder-library" className="mb-2 text-xl font-bold text-stone-900">
            Biblioteca
          </h2>
          <p className="mb-6 text-stone-700">
            Cenas escritas para a Juba no estilo de séries e filmes americanos, com o contexto cultural que falta nas legendas.
          </p>
          <ul className="grid gap-4 md:grid-cols-3">
            {CULTURE_CONTENT.map((item) => (
              <Card key={item.id} as="li" padding="md" className="flex flex-col">
                <div className="mb-2 flex flex-wrap gap-2 text-xs font-semibold">
                  <span className="rounded-full bg-orange-100 px-2 py-0.5 text-orange-900">{CONTENT_TYPE_LABELS[item.contentType]}</span>
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">{difficultyLabel(item.difficulty)}</span>
                </div>
                <h3 lang="en" className="text-lg font-bold text-stone-900">
                  {item.title}
                </h3>
                <p className="mt-1 flex-1 text-sm text-stone-700">{item.description}</p>
                <Button className="mt-4" onClick={() => setOpen(item)} aria-label={`Estudar ${item.title}`}>
                  Estudar
                </Button>
              </Card>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
