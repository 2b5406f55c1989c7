import { useEffect, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElapsedTimer, RunLayout, RunStart, StepProgress } from './RunLayout.tsx';

/** A run whose clock ticks each second, as the practice hooks drive it. */
function TickingRun() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const tick = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <RunLayout
      about={<p>Past tense</p>}
      clock={<ElapsedTimer seconds={seconds} />}
      step="Frase 3/8"
      percent={25}
      progressLabel="Progresso do cool-down"
      review={{ title: 'All Sentences', items: ['1. I went home.', '2. She ___ to school.', '3. We ___ late.'], current: 1 }}
    >
      <p>She ___ to school.</p>
    </RunLayout>
  );
}

describe('RunLayout', () => {
  it('names the run panel after the step, with what is practised, the progress and the exercise, and lists the run with the current item marked', () => {
    render(<TickingRun />);
    const run = screen.getByRole('region', { name: 'Frase 3/8' });
    expect(within(run).getByText('Past tense')).toBeVisible();
    expect(within(run).getByRole('progressbar', { name: 'Progresso do cool-down' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(run).getByText('She ___ to school.')).toBeVisible();
    const all = within(screen.getByRole('region', { name: 'All Sentences' })).getAllByRole('listitem');
    expect(all.map((item) => item.textContent)).toEqual(['1. I went home.', '2. She ___ to school.', '3. We ___ late.']);
    expect(all.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('shows the elapsed time as m:ss while it runs', () => {
    vi.useFakeTimers();
    render(<TickingRun />);
    const timer = screen.getByRole('timer', { name: 'Tempo decorrido' });
    expect(timer).toHaveTextContent('0:00');
    act(() => vi.advanceTimersByTime(7_000));
    expect(timer).toHaveTextContent('0:07');
    act(() => vi.advanceTimersByTime(68_000));
    expect(timer).toHaveTextContent('1:15');
  });
});

describe('StepProgress', () => {
  it('shows the step and the percentage above the bar', () => {
    render(<StepProgress step="Questão 2 de 6" percent={17} label="Progresso do diagnóstico" />);
    expect(screen.getByText('Questão 2 de 6')).toBeVisible();
    expect(screen.getByText('17%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progresso do diagnóstico' })).toHaveAttribute('aria-valuenow', '17');
  });
});

describe('RunStart', () => {
  it('names the start screen after what is practised, says why it is this one, and starts on its button', async () => {
    const onStart = vi.fn();
    render(
      <RunStart eyebrow="Música do dia" title="Yesterday" lang="en" startLabel="Começar Warm-up" onStart={onStart}>
        <p>10 linhas</p>
      </RunStart>,
    );
    const start = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(start).getByText('Música do dia')).toBeVisible();
    expect(within(start).getByText('10 linhas')).toBeVisible();
    await userEvent.click(within(start).getByRole('button', { name: 'Começar Warm-up' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});
