import { useId, useState, type FormEvent } from 'react';
import { PLAN_GOAL_MAX_LENGTH, PLAN_TIME } from '@juba/contracts/adaptive-plan';
import { adaptivePlanInput } from '@juba/contracts/adaptive-plan-input';
import type { AdaptivePlanInput, PlanFocusArea } from '../../generated/graphql.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ChoiceList } from '../../lib/ui/ChoiceList.tsx';
import { ToggleChip } from '../../lib/ui/ToggleChip.tsx';
import { DIFFICULTY_PREFERENCES, FOCUS_AREAS, LEARNING_PREFERENCES, LEARNING_STYLES, MOTIVATION_STYLES, STUDY_HOURS } from './labels.ts';

const COLUMNS = 'sm:grid-cols-2 lg:grid-cols-4';

/**
 * Spec part 2 §5: the toasts' titles for what the learner left out. The other
 * fields' controls offer only valid values; were one invalid, the learner
 * would read what the server's refusal reads.
 */
const MISSING_TITLES: Partial<Record<string, string>> = { primaryGoal: 'Meta obrigatória', focusAreas: 'Área de foco obrigatória' };

/** Spec part 2 §2.12 and §5: the plan's creation form, checked before it is sent. */
export function PlanForm({
  initial,
  saving,
  onSubmit,
  onCancel,
}: {
  initial: AdaptivePlanInput;
  saving: boolean;
  onSubmit: (input: AdaptivePlanInput) => void;
  /** Offered while reconfiguring an existing plan. */
  onCancel?: () => void;
}) {
  const { toast } = useToast();
  const [form, setForm] = useState(initial);
  const set = <K extends keyof AdaptivePlanInput>(key: K, value: AdaptivePlanInput[K]) => setForm((current) => ({ ...current, [key]: value }));
  const goalId = useId();
  const timeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adaptivePlanInput.safeParse(form);
    if (checked.success) {
      onSubmit(checked.data);
      return;
    }
    const first = checked.error.issues[0]!;
    toast({ title: MISSING_TITLES[String(first.path[0])] ?? 'Erro ao criar plano', description: first.message, variant: 'destructive' });
  };

  const toggleFocus = (area: PlanFocusArea) =>
    set('focusAreas', form.focusAreas.includes(area) ? form.focusAreas.filter((a) => a !== area) : [...form.focusAreas, area]);

  return (
    <Card as="form" className="flex flex-col gap-6" onSubmit={submit} noValidate>
      <h2 className="text-xl font-bold text-stone-900">Configure seu Plano IA</h2>
      <ChoiceList
        legend="Estilo de aprendizagem"
        name="learningStyle"
        choices={LEARNING_STYLES}
        columns={COLUMNS}
        value={form.learningStyle}
        onChange={(v) => set('learningStyle', v)}
      />
      <div>
        <label htmlFor={timeId} className="block text-stone-700">
          Tempo disponível por dia: <strong className="text-stone-900">{form.availableTime} minutos</strong>
        </label>
        <input
          id={timeId}
          type="range"
          min={PLAN_TIME.min}
          max={PLAN_TIME.max}
          step={PLAN_TIME.step}
          value={form.availableTime}
          aria-valuetext={`${form.availableTime} minutos`}
          onChange={(e) => set('availableTime', Number(e.target.value))}
          className="mt-2 w-full accent-orange-600"
        />
        <span className="flex justify-between text-xs text-stone-600" aria-hidden="true">
          <span>{PLAN_TIME.min} min</span>
          <span>{PLAN_TIME.max} min</span>
        </span>
      </div>
      <ChoiceList
        legend="Melhor horário para estudar"
        name="studyHours"
        choices={STUDY_HOURS}
        columns={COLUMNS}
        value={form.studyHours}
        onChange={(v) => set('studyHours', v)}
      />
      <div>
        <label htmlFor={goalId} className="block text-stone-700">
          Meta principal de aprendizagem
        </label>
        <textarea
          id={goalId}
          value={form.primaryGoal}
          maxLength={PLAN_GOAL_MAX_LENGTH}
          rows={2}
          placeholder="Ex.: Conversar com clientes americanos com confiança"
          onChange={(e) => set('primaryGoal', e.target.value)}
          className="mt-2 w-full rounded-lg border border-amber-300 px-3 py-2 text-stone-900 focus:outline-2 focus:outline-orange-500"
        />
      </div>
      <ChoiceList
        legend="Como você prefere aprender"
        name="learningPreference"
        choices={LEARNING_PREFERENCES}
        columns={COLUMNS}
        value={form.learningPreference}
        onChange={(v) => set('learningPreference', v)}
      />
      <ChoiceList
        legend="Dificuldade"
        name="difficultyPreference"
        choices={DIFFICULTY_PREFERENCES}
        columns={COLUMNS}
        value={form.difficultyPreference}
        onChange={(v) => set('difficultyPreference', v)}
      />
      <fieldset>
        <legend className="mb-3 text-stone-700">Áreas de foco</legend>
        <ul className="flex flex-wrap gap-2">
          {FOCUS_AREAS.map((area) => {
            const on = form.focusAreas.includes(area.value);
            return (
              <li key={area.value}>
                <ToggleChip pressed={on} onToggle={() => toggleFocus(area.value)}>
                  {area.label}
                </ToggleChip>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ChoiceList
        legend="O que mais te motiva"
        name="motivationStyle"
        choices={MOTIVATION_STYLES}
        columns={COLUMNS}
        value={form.motivationStyle}
        onChange={(v) => set('motivationStyle', v)}
      />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" type="submit" disabled={saving}>
          {saving ? 'Criando plano...' : 'Criar Plano IA Adaptativo'}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            Cancelar e Manter Plano Atual
          </Button>
        )}
      </div>
    </Card>
  );
}
