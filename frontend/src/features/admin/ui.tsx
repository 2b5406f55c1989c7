import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';

/** Building blocks shared by the admin sub-views. */

export const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none aria-[invalid=true]:border-red-600';

/** A sub-view of the admin panel (spec part 1 §4): its heading takes the focus, and a back button returns to the main view. */
export function SubView({ title, onBack, action, children }: { title: string; onBack: () => void; action?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="admin-subview-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onBack}>
          <span aria-hidden="true">← </span>Voltar ao painel
        </Button>
        <h2 id="admin-subview-title" ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-stone-900 outline-none">
          {title}
        </h2>
        {action && <div className="ml-auto flex flex-wrap gap-2">{action}</div>}
      </div>
      {children}
    </section>
  );
}

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A labelled form control; its error is announced as soon as it appears. */
export function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="mt-1">{children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}</div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export interface Option<Value extends string> {
  value: Value;
  label: string;
}

/** The options of a select, from a map of values to their labels. */
export function optionsOf<Value extends string>(labels: Record<Value, string>): Option<Value>[] {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  className = '',
}: {
  label: string;
  value: Value;
  options: readonly Option<Value>[];
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as Value)} className={`${inputClass} ${className}`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A required JSON value typed as text (spec part 1 §5); `invalidText` is shown once it failed to parse. */
export function JsonField({
  label,
  value,
  onChange,
  invalidText,
  textarea,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalidText?: string;
  textarea: Ref<HTMLTextAreaElement>;
}) {
  return (
    <Field label={label} hint="Um valor JSON válido, por exemplo {}." error={invalidText}>
      {(control) => (
        <textarea
          {...control}
          ref={textarea}
          required
          rows={8}
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} font-mono text-sm`}
        />
      )}
    </Field>
  );
}

/** Figures as labelled tiles (a description list). */
export function StatTiles({
  figures,
  busy,
  className,
  valueClass,
}: {
  figures: readonly { label: string; value: string }[];
  busy: boolean;
  className: string;
  valueClass: string;
}) {
  return (
    <dl className={`grid gap-4 ${className}`} aria-busy={busy}>
      {figures.map((figure) => (
        <Card key={figure.label} padding="md">
          <dt className="text-sm text-stone-600">{figure.label}</dt>
          <dd className={`text-3xl font-extrabold ${valueClass}`}>{figure.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** One entry of an admin list: its name, description and badges, then `children`. Admin text is rendered as text only. */
export function ItemCard({
  name,
  description,
  badges,
  mono = false,
  children,
}: {
  name: string;
  description: string | null;
  badges: ReactNode;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <Card as="li" padding="md">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className={`text-lg font-bold break-words text-stone-900 ${mono ? 'font-mono' : ''}`}>{name}</h3>
          {description && <p className="mt-1 text-sm break-words text-stone-600">{description}</p>}
        </div>
        <span className="flex gap-2">{badges}</span>
      </div>
      {children}
    </Card>
  );
}

export function Badge({ tone, children }: { tone: 'green' | 'amber' | 'stone'; children: ReactNode }) {
  const tones = { green: 'bg-green-100 text-green-800', amber: 'bg-amber-100 text-amber-800', stone: 'bg-stone-100 text-stone-700' };
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border-2 border-dashed border-amber-200 bg-white/60 p-8 text-center text-stone-600">{children}</div>;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="text-center">
      <p className="text-stone-700">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Card>
  );
}

/**
 * The frame of a create or edit form: heading (focused when it opens), fields,
 * save and cancel. Escape closes a form only while nothing in it was changed:
 * one stray key must not throw away a half-written item.
 */
export function AdminForm({
  title,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [changed, setChanged] = useState(false);
  const [keptOnEscape, setKeptOnEscape] = useState(false);
  return (
    <Card
      as="form"
      className="flex flex-col gap-4"
      noValidate
      aria-labelledby={headingId}
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSubmit();
      }}
      onChange={() => setChanged(true)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        if (changed) setKeptOnEscape(true);
        else onCancel();
      }}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
        {title}
      </h3>
      {children}
      <p role="status" className="text-sm text-stone-600">
        {keptOnEscape && 'O formulário tem alterações: use Cancelar para descartá-las.'}
      </p>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando...' : submitLabel}
        </Button>
      </div>
    </Card>
  );
}
