import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminConfigsDocument,
  CreateConfigDocument,
  InitializeConfigsDocument,
  UpdateConfigDocument,
  type AdminConfigItemFragment,
  type ConfigCategory,
  type ConfigInput,
} from '../../../generated/graphql.ts';
import { Button } from '../../../lib/ui/Button.tsx';
import { Loading } from '../../../lib/ui/Loading.tsx';
import { formatJson } from '../admin-form.ts';
import { useAdminWrite } from '../admin-errors.ts';
import { refreshingEveryList } from '../admin-lists.ts';
import { saveForm, useEditing } from '../editing.ts';
import { Badge, EmptyState, ItemCard, LoadFailed, SelectField, SubView, optionsOf, type Option } from '../ui.tsx';
import { CONFIG_CATEGORY_LABELS } from './config-form.ts';
import { ConfigForm } from './ConfigForm.tsx';

type CategoryFilter = ConfigCategory | 'all';

const FILTER_OPTIONS: Option<CategoryFilter>[] = [{ value: 'all', label: 'Todas as categorias' }, ...optionsOf(CONFIG_CATEGORY_LABELS)];

const REFRESH = refreshingEveryList('adminConfigs');

/** Spec part 1 §2 Config: list by category, create, edit, and the defaults when there are none. */
export function ConfigView({ onBack }: { onBack: () => void }) {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const { editing, open, close, newButton } = useEditing<AdminConfigItemFragment>();
  const list = useQuery(AdminConfigsDocument);
  const write = useAdminWrite();
  const [create, creating] = useMutation(CreateConfigDocument, REFRESH);
  const [update, updating] = useMutation(UpdateConfigDocument, REFRESH);
  const [initialize, initializing] = useMutation(InitializeConfigsDocument, REFRESH);

  const save = async (input: ConfigInput) => {
    const saved = await saveForm(
      editing!,
      {
        create: () => write(() => create({ variables: { input } }), { success: 'Configuração criada com sucesso!', failure: 'Erro ao criar configuração' }),
        update: (config) =>
          write(() => update({ variables: { configKey: config.configKey, input, expectedUpdatedAt: config.updatedAt } }), {
            success: 'Configuração atualizada com sucesso!',
            failure: 'Erro ao atualizar configuração',
          }),
      },
      list.refetch,
    );
    if (saved) close();
  };
  const initializeDefaults = () =>
    void write(() => initialize(), { success: 'Configurações padrão inicializadas com sucesso!', failure: 'Erro ao inicializar configurações' });

  const configs = list.data?.adminConfigs;
  const shown = configs?.filter((config) => filter === 'all' || config.category === filter);

  return (
    <SubView
      title="Configurações"
      onBack={onBack}
      action={
        <Button ref={newButton} onClick={() => open('new')} disabled={editing !== null}>
          Nova Configuração
        </Button>
      }
    >
      {editing !== null && (
        <ConfigForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          saving={creating.loading || updating.loading}
          onSave={save}
          onCancel={close}
        />
      )}
      <SelectField label="Filtrar por categoria" value={filter} options={FILTER_OPTIONS} onChange={setFilter} className="sm:w-64" />
      {configs && shown ? (
        configs.length === 0 ? (
          <EmptyState>
            <p>Nenhuma configuração encontrada</p>
            <Button className="mt-4" onClick={initializeDefaults} disabled={initializing.loading}>
              {initializing.loading ? 'Inicializando...' : 'Inicializar Configurações'}
            </Button>
          </EmptyState>
        ) : shown.length === 0 && filter !== 'all' ? (
          <EmptyState>{`Nenhuma configuração da categoria "${CONFIG_CATEGORY_LABELS[filter]}" encontrada`}</EmptyState>
        ) : (
          <ul aria-label="Configurações" aria-busy={list.loading} className="flex flex-col gap-3">
            {shown.map((config) => (
              <ConfigRow key={config.id} config={config} onEdit={() => open(config)} />
            ))}
          </ul>
        )
      ) : list.loading ? (
        <Loading label="Carregando configurações..." visibleLabel />
      ) : (
        <LoadFailed message="Não foi possível carregar as configurações." onRetry={() => void list.refetch().catch(() => {})} />
      )}
    </SubView>
  );
}

/** One config; its value is shown as formatted JSON text, never as markup. */
function ConfigRow({ config, onEdit }: { config: AdminConfigItemFragment; onEdit: () => void }) {
  return (
    <ItemCard
      name={config.configKey}
      mono
      description={config.description}
      badges={
        <>
          <Badge tone="stone">{CONFIG_CATEGORY_LABELS[config.category]}</Badge>
          <Badge tone={config.isActive ? 'green' : 'amber'}>{config.isActive ? 'Ativa' : 'Inativa'}</Badge>
        </>
      }
    >
      <pre className="mt-3 max-h-64 overflow-auto rounded-lg bg-stone-900 p-3 text-sm text-amber-100">{formatJson(config.configValue)}</pre>
      <Button variant="secondary" className="mt-4" onClick={onEdit} aria-label={`Editar ${config.configKey}`}>
        Editar
      </Button>
    </ItemCard>
  );
}
