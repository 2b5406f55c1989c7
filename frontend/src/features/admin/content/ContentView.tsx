import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminContentDocument,
  CreateContentDocument,
  DeleteContentDocument,
  PublishContentDocument,
  UpdateContentDocument,
  type AdminContentItemFragment,
  type ContentInput,
  type ContentType,
} from '../../../generated/graphql.ts';
import { Button } from '../../../lib/ui/Button.tsx';
import { Loading } from '../../../lib/ui/Loading.tsx';
import { useAdminWrite } from '../admin-errors.ts';
import { refreshingEveryList } from '../admin-lists.ts';
import { saveForm, useEditing } from '../editing.ts';
import { EmptyState, LoadFailed, SelectField, SubView, optionsOf, type Option } from '../ui.tsx';
import { CONTENT_TYPE_LABELS } from './content-form.ts';
import { ContentForm } from './ContentForm.tsx';
import { ContentRow } from './ContentRow.tsx';

type TypeFilter = ContentType | 'all';

const FILTER_OPTIONS: Option<TypeFilter>[] = [{ value: 'all', label: 'Todos os tipos' }, ...optionsOf(CONTENT_TYPE_LABELS)];

const REFRESH = refreshingEveryList('adminContent');

/** Spec part 1 §2 Content: list by type, create, edit, publish drafts, delete. */
export function ContentView({ onBack }: { onBack: () => void }) {
  const [filter, setFilter] = useState<TypeFilter>('all');
  const { editing, open, close, newButton } = useEditing<AdminContentItemFragment>();
  const list = useQuery(AdminContentDocument, { variables: filter === 'all' ? {} : { type: filter } });
  const write = useAdminWrite();
  const [create, creating] = useMutation(CreateContentDocument, REFRESH);
  const [update, updating] = useMutation(UpdateContentDocument, REFRESH);
  const [publish, publishing] = useMutation(PublishContentDocument, REFRESH);
  const [remove, removing] = useMutation(DeleteContentDocument, REFRESH);
  const busy = creating.loading || updating.loading || publishing.loading || removing.loading;

  const save = async (input: ContentInput) => {
    const saved = await saveForm(
      editing!,
      {
        create: () => write(() => create({ variables: { input } }), { success: 'Conteúdo criado com sucesso!', failure: 'Erro ao criar conteúdo' }),
        update: (item) =>
          write(() => update({ variables: { id: item.id, input, expectedUpdatedAt: item.updatedAt } }), {
            success: 'Conteúdo atualizado com sucesso!',
            failure: 'Erro ao atualizar conteúdo',
          }),
      },
      list.refetch,
    );
    if (saved) close();
  };
  const deleteItem = async (item: AdminContentItemFragment) => {
    const deleted = await write(() => remove({ variables: { id: item.id } }), {
      success: 'Conteúdo deletado com sucesso!',
      failure: 'Erro ao deletar conteúdo',
    });
    if (deleted && editing !== 'new' && editing?.id === item.id) close();
  };

  return (
    <SubView
      title="Conteúdo"
      onBack={onBack}
      action={
        <Button ref={newButton} onClick={() => open('new')} disabled={editing !== null}>
          Novo Conteúdo
        </Button>
      }
    >
      {editing !== null && (
        <ContentForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          saving={creating.loading || updating.loading}
          onSave={save}
          onCancel={close}
        />
      )}
      <SelectField label="Filtrar por tipo" value={filter} options={FILTER_OPTIONS} onChange={setFilter} className="sm:w-64" />
      {list.data ? (
        list.data.adminContent.length === 0 ? (
          <EmptyState>{filter === 'all' ? 'Nenhum conteúdo encontrado' : `Nenhum conteúdo do tipo "${CONTENT_TYPE_LABELS[filter]}" encontrado`}</EmptyState>
        ) : (
          <ul aria-label="Conteúdos" aria-busy={list.loading} className="flex flex-col gap-3">
            {list.data.adminContent.map((item) => (
              <ContentRow
                key={item.id}
                item={item}
                busy={busy}
                onEdit={() => open(item)}
                onPublish={() =>
                  void write(() => publish({ variables: { id: item.id } }), {
                    success: 'Conteúdo publicado com sucesso!',
                    failure: 'Erro ao publicar conteúdo',
                  })
                }
                onDelete={() => void deleteItem(item)}
              />
            ))}
          </ul>
        )
      ) : list.loading ? (
        <Loading label="Carregando conteúdo..." visibleLabel />
      ) : (
        <LoadFailed message="Não foi possível carregar o conteúdo." onRetry={() => void list.refetch().catch(() => {})} />
      )}
    </SubView>
  );
}
