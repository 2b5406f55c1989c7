import { Fragment, useEffect, useState } from 'react';
import { AUTO_PLAY_INTERVAL_MS, type Material, type Slide } from './material.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { optionLetter } from '../../lib/ui/option-letter.ts';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';

/** Spec part 2 §2.13 and §4: one slide at a time, with auto play, arrows and dots. */
export function SlideViewer({ material, onBackToLevels }: { material: Material; onBackToLevels: () => void }) {
  const total = material.slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const slide = material.slides[index];

  // Each slide gets its full interval, also after a manual move; the timer
  // dies with the viewer, which is how leaving it stops auto play.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % total), AUTO_PLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, index, total]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
      else if (event.key === 'ArrowRight') setIndex((current) => Math.min(total - 1, current + 1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [total]);

  if (!slide) return null;
  const percent = Math.round(((index + 1) / total) * 100);

  return (
    <section aria-labelledby="handout-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="handout-title" className="text-2xl font-bold text-stone-900">
            {material.title}
          </h2>
          <p className="mt-1 text-stone-600">{material.description}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setPlaying((value) => !value)}>
            {playing ? 'Pausar' : 'Auto Play'}
          </Button>
          <Button variant="secondary" onClick={onBackToLevels}>
            Níveis
          </Button>
        </div>
      </header>

      <div className="flex items-center gap-3">
        <span className="text-sm font-medium whitespace-nowrap text-stone-700" aria-live="polite">
          {index + 1} de {total}
        </span>
        <ProgressBar percent={percent} label="Progresso da apostila" className="h-2 flex-1" />
      </div>

      <SlideCard slide={slide} />

      <Card as="nav" padding="xs" aria-label="Navegação dos slides" className="flex items-center justify-between gap-4">
        <Button variant="ghost" aria-label="Slide anterior" disabled={isFirst} onClick={() => setIndex(index - 1)}>
          <span aria-hidden="true">←</span> Anterior
        </Button>
        <ol className="flex flex-wrap justify-center gap-2">
          {material.slides.map((s, i) => (
            <li key={i}>
              <button
                type="button"
                aria-label={`Ir para o slide ${i + 1}: ${s.title}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => setIndex(i)}
                className={`block h-3 w-3 rounded-full ${i === index ? 'bg-orange-600' : 'bg-amber-200 hover:bg-amber-300'}`}
              />
            </li>
          ))}
        </ol>
        <Button variant="ghost" aria-label="Próximo slide" disabled={isLast} onClick={() => setIndex(index + 1)}>
          Próximo <span aria-hidden="true">→</span>
        </Button>
      </Card>
    </section>
  );
}

function SlideCard({ slide }: { slide: Slide }) {
  const lines = slide.content.split(/\r?\n/);
  return (
    <Card as="article" className="md:p-8" aria-labelledby="slide-title">
      <h3 id="slide-title" className="text-xl font-bold text-orange-700">
        {slide.title}
      </h3>
      <p className="mt-4 leading-relaxed text-stone-800">
        {lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>
      {slide.exercise && (
        <section aria-labelledby="exercise-title" className="mt-6 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h4 id="exercise-title" className="font-semibold text-stone-900">
            Exercício
          </h4>
          <p className="mt-2 text-stone-800">{slide.exercise.question}</p>
          {/* The options are for reading and thinking: the spec offers no answer checking. */}
          <ul className="mt-3 space-y-2">
            {slide.exercise.options.map((option, i) => (
              <li key={i} className="flex gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-amber-100">
                <span className="font-bold text-orange-700">{optionLetter(i)})</span>
                <span>{option}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-stone-700">
            <strong>Explicação:</strong> {slide.exercise.explanation}
          </p>
        </section>
      )}
    </Card>
  );
}
