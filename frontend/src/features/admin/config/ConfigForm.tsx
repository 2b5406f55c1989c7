import { useRef } from 'react';
import type { AdminConfigItemFragment, ConfigInput } from '../../../generated/graphql.ts';
import { useToast } from '../../../lib/toast/ToastProvider.tsx';
import { useDraft } from '../editing.ts';
import { AdminForm, Field, JsonField, SelectField, inputClass, optionsOf } from '../ui.tsx';
import { CONFIG_CATEGORY_LABELS, NEW_CONFIG, configDraftOf, configInputOf } from './config-form.ts';

/** Spec part 1 §5 Config form: the key is required and fixed once created; the value must be JSON. */
export function ConfigForm({
  item,
  saving,
  onSave,
  onCancel,
}: {
  /** The config being edited; null for a new one. */
  item: AdminConfigItemFragment | null;
  saving: boolean;
  onSave: (input: ConfigInput) => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const { draft, invalid, change, submit } = useDraft(() => (item ? configDraftOf(item) : NEW_CONFIG), configInputOf, onSave);
  const key = useRef<HTMLInputElement>(null);
  const value = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    const stopped = submit();
    if (stopped === 'configKey') key.current?.focus();
    if (stopped === 'configValue') {
      toast({ title: 'JSON inválido no campo valor', variant: 'destructive' });
      value.current?.focus();
    }
  };

  return (
    <AdminForm
      title={item ? 'Editar Configuração' : 'Nova Configuração'}
      submitLabel={item ? 'Salvar' : 'Criar'}
      saving={saving}
      onSubmit={send}
      onCancel={onCancel}
    >
      <Field
        label="Chave"
        hint={item ? 'A chave de uma configuração existente não pode ser alterada.' : undefined}
        error={invalid === 'configKey' ? 'A chave é obrigatória.' : undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={key}
            required
            readOnly={item !== null}
            value={draft.configKey}
            onChange={(e) => change({ configKey: e.target.value })}
            className={`${inputClass} font-mono read-only:bg-stone-100 read-only:text-stone-600`}
          />
        )}
      </Field>
      <JsonField
        label="Valor (JSON)"
        textarea={value}
        value={draft.configValue}
        onChange={(text) => change({ configValue: text })}
        invalidText={invalid === 'configValue' ? 'O valor deve ser um JSON válido.' : undefined}
      />
      <Field label="Descrição">
        {(control) => (
          <textarea {...control} rows={2} value={draft.description} onChange={(e) => change({ description: e.target.value })} className={inputClass} />
        )}
      </Field>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <SelectField label="Categoria" value={draft.category} options={optionsOf(CONFIG_CATEGORY_LABELS)} onChange={(category) => change({ category })} />
        <label className="flex items-center gap-2 py-2 text-sm font-medium text-stone-700">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => change({ isActive: e.target.checked })} className="h-4 w-4 accent-orange-600" />
          Ativa
        </label>
      </div>
    </AdminForm>
  );
}
