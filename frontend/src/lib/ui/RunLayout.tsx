import { useId, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { formatElapsed } from './elapsed.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** The practice modules' running clock, m:ss, announced as a timer. */
export function ElapsedTimer({ seconds }: { seconds: number }) {
  return (
    <span role="timer" aria-label="Tempo decorrido" className="font-mono font-semibold">
      {formatElapsed(seconds)}
    </span>
  );
}

/** Where a run stands: 'Questão 2 de 6' and the percentage above the bar. */
export function StepProgress({ step, percent, label, className = '' }: { step: ReactNode; percent: number; label: string; className?: string }) {
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between text-sm text-stone-700">
        <span>{step}</span>
        <span>{percent}%</span>
      </div>
      <ProgressBar percent={percent} label={label} />
    </div>
  );
}

/**
 * A practice run's start screen: what will be practised (`eyebrow` says why
 * this one: today's or picked), the caller's details and picker, and the one
 * start button.
 */
export function RunStart({
  eyebrow,
  title,
  lang,
  startLabel,
  onStart,
  children,
}: {
  eyebrow: string;
  title: string;
  /** The title's language where it is not Portuguese (a song's title). */
  lang?: string;
  startLabel: string;
  onStart: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <p className="text-sm font-semibold text-orange-700">{eyebrow}</p>
      <h2 id={titleId} className="mt-1 text-2xl font-bold text-stone-900" lang={lang}>
        {title}
      </h2>
      {children}
      <Button size="hero" className="mt-6" onClick={onStart}>
        {startLabel}
      </Button>
    </Card>
  );
}

/**
 * The shape of a practice run (warm-up, cool-down): a panel named after the
 * step ('Frase 3/8'), with what is practised and the clock above it, the
 * progress bar, the exercise, and below the panel the whole list (`review`)
 * with the current item marked.
 */
export function RunLayout({
  about,
  clock,
  step,
  percent,
  progressLabel,
  review,
  children,
}: {
  /** What is being practised (the song, the set's focus), top left. */
  about: ReactNode;
  /** The clock and any counters, top right. */
  clock: ReactNode;
  step: string;
  percent: number;
  progressLabel: string;
  /** Every item of the run, in order; `current` is the one on screen. */
  review: { title: string; items: readonly ReactNode[]; current: number };
  children: ReactNode;
}) {
  const stepId = useId();
  const reviewId = useId();
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby={stepId}>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          {about}
          {clock}
        </div>
        <h2 id={stepId} className="mt-4 text-sm font-semibold text-orange-700">
          {step}
        </h2>
        <ProgressBar percent={percent} label={progressLabel} className="mt-2 h-2" />
        {children}
      </Card>
      <Card as="section" aria-labelledby={reviewId}>
        <h2 id={reviewId} className="text-lg font-bold text-stone-900">
          {review.title}
        </h2>
        <ol className="mt-3 space-y-2 text-stone-800">
          {review.items.map((item, index) => (
            <li
              key={index}
              aria-current={index === review.current ? 'step' : undefined}
              className={`rounded-lg px-3 py-2 ${index === review.current ? 'bg-orange-50 ring-1 ring-orange-300' : ''}`}
            >
              {item}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
