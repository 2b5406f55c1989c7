import { useRef } from 'react';
import type { AdminContentItemFragment, ContentInput } from '../../../generated/graphql.ts';
import { useToast } from '../../../lib/toast/ToastProvider.tsx';
import { useDraft } from '../editing.ts';
import { AdminForm, Field, JsonField, SelectField, inputClass, optionsOf } from '../ui.tsx';
import { CONTENT_TYPE_LABELS, DIFFICULTY_LABELS, NEW_CONTENT, contentDraftOf, contentInputOf } from './content-form.ts';

/** Spec part 1 §5 Content form: nothing is sent without a title and valid JSON content. */
export function ContentForm({
  item,
  saving,
  onSave,
  onCancel,
}: {
  /** The item being edited; null for a new one. */
  item: AdminContentItemFragment | null;
  saving: boolean;
  onSave: (input: ContentInput) => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const { draft, invalid, change, submit } = useDraft(() => (item ? contentDraftOf(item) : NEW_CONTENT), contentInputOf, onSave);
  const title = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    const stopped = submit();
    if (stopped === 'title') title.current?.focus();
    if (stopped === 'content') {
      toast({ title: 'JSON inválido no campo conteúdo', variant: 'destructive' });
      content.current?.focus();
    }
  };

  return (
    <AdminForm title={item ? 'Editar Conteúdo' : 'Novo Conteúdo'} submitLabel={item ? 'Salvar' : 'Criar'} saving={saving} onSubmit={send} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Tipo" value={draft.contentType} options={optionsOf(CONTENT_TYPE_LABELS)} onChange={(contentType) => change({ contentType })} />
        <SelectField label="Dificuldade" value={draft.difficulty} options={optionsOf(DIFFICULTY_LABELS)} onChange={(difficulty) => change({ difficulty })} />
      </div>
      <Field label="Título" error={invalid === 'title' ? 'O título é obrigatório.' : undefined}>
        {(control) => (
          <input {...control} ref={title} required value={draft.title} onChange={(e) => change({ title: e.target.value })} className={inputClass} />
        )}
      </Field>
      <Field label="Descrição">
        {(control) => (
          <textarea {...control} rows={2} value={draft.description} onChange={(e) => change({ description: e.target.value })} className={inputClass} />
        )}
      </Field>
      <JsonField
        label="Conteúdo (JSON)"
        textarea={content}
        value={draft.content}
        onChange={(text) => change({ content: text })}
        invalidText={invalid === 'content' ? 'O conteúdo deve ser um JSON válido.' : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Categoria">
          {(control) => <input {...control} value={draft.category} onChange={(e) => change({ category: e.target.value })} className={inputClass} />}
        </Field>
        <Field label="Tags" hint="Separadas por vírgula.">
          {(control) => <input {...control} value={draft.tags} onChange={(e) => change({ tags: e.target.value })} className={inputClass} />}
        </Field>
      </div>
    </AdminForm>
  );
}
