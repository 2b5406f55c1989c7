import { useEffect, useId, useRef, useState } from 'react';
import type { AdminContentItemFragment } from '../../../generated/graphql.ts';
import { useFocusReturn } from '../editing.ts';
import { Badge, ItemCard } from '../ui.tsx';
import { Button } from '../../../lib/ui/Button.tsx';
import { CONTENT_TYPE_LABELS, DIFFICULTY_LABELS } from './content-form.ts';

/** One content item with its actions; deleting asks first. */
export function ContentRow({
  item,
  busy,
  onEdit,
  onPublish,
  onDelete,
}: {
  item: AdminContentItemFragment;
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // The confirmation replaces the buttons: cancelling gives the keyboard its place back.
  const deleteButton = useFocusReturn<HTMLButtonElement>(!confirming);
  const cancelConfirm = () => {
    deleteButton.request();
    setConfirming(false);
  };

  return (
    <ItemCard
      name={item.title}
      description={item.description}
      badges={<Badge tone={item.isPublished ? 'green' : 'amber'}>{item.isPublished ? 'Publicado' : 'Rascunho'}</Badge>}
    >
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Detail term="Tipo" value={CONTENT_TYPE_LABELS[item.contentType]} />
        <Detail term="Dificuldade" value={DIFFICULTY_LABELS[item.difficulty]} />
        {item.category && <Detail term="Categoria" value={item.category} />}
        {item.tags.length > 0 && <Detail term="Tags" value={item.tags.join(', ')} />}
      </dl>
      {confirming ? (
        <DeleteConfirmation title={item.title} busy={busy} onConfirm={onDelete} onCancel={cancelConfirm} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {!item.isPublished && (
            <Button onClick={onPublish} disabled={busy} aria-label={`Publicar ${item.title}`}>
              Publicar
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} disabled={busy} aria-label={`Editar ${item.title}`}>
            Editar
          </Button>
          <Button variant="secondary" ref={deleteButton.target} onClick={() => setConfirming(true)} disabled={busy} aria-label={`Deletar ${item.title}`}>
            Deletar
          </Button>
        </div>
      )}
    </ItemCard>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-stone-500">{term}:</dt>
      <dd className="font-medium break-words text-stone-800">{value}</dd>
    </div>
  );
}

/** Asks before deleting; Cancelar takes the focus so Enter never deletes by accident. */
function DeleteConfirmation({ title, busy, onConfirm, onCancel }: { title: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
    >
      <p id={`${id}-title`} className="font-semibold break-words text-red-800">
        Deletar "{title}"?
      </p>
      <p id={`${id}-text`} className="text-sm text-red-700">
        Esta ação não pode ser desfeita.
      </p>
      <div className="mt-3 flex gap-2">
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          Confirmar exclusão
        </Button>
        <Button variant="secondary" ref={cancel} onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
