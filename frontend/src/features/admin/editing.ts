import { useEffect, useRef, useState } from 'react';
import type { FormResult } from './admin-form.ts';

/**
 * Gives the focus back to `target` once `settled` holds again: for a control
 * that was disabled or replaced while a form or a confirmation had the focus.
 * Call `request()` when closing.
 */
export function useFocusReturn<Target extends HTMLElement>(settled: boolean) {
  const target = useRef<Target>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!settled || !pending.current) return;
    pending.current = false;
    target.current?.focus();
  }, [settled]);
  return { target, request: () => void (pending.current = true) };
}

/**
 * Which item a list's form holds: 'new', an item being edited, or null when
 * the form is closed; closing gives the focus back to the button that opens
 * a new one (`newButton`).
 */
export function useEditing<Item>() {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const newButton = useFocusReturn<HTMLButtonElement>(editing === null);
  const close = () => {
    newButton.request();
    setEditing(null);
  };
  return { editing, open: setEditing, close, newButton: newButton.target };
}

/**
 * A form's typed text and the field that last stopped it. submit() sends the
 * input when the draft converts, and otherwise answers the failing field.
 */
export function useDraft<Draft, Input, Invalid extends string>(
  initial: () => Draft,
  inputOf: (draft: Draft) => FormResult<Input, Invalid>,
  onSave: (input: Input) => void,
) {
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<Invalid | null>(null);
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setInvalid(null);
  };
  const submit = (): Invalid | null => {
    const result = inputOf(draft);
    if ('input' in result) {
      onSave(result.input);
      return null;
    }
    setInvalid(result.invalid);
    return result.invalid;
  };
  return { draft, invalid, change, submit };
}

/**
 * Saves the open form: `create` for a new item, otherwise `update` of the
 * version the form was opened with. A refused update reloads the list, which
 * another admin may have changed meanwhile. Resolves whether it saved.
 */
export async function saveForm<Item>(
  editing: Item | 'new',
  writes: { create: () => Promise<boolean>; update: (item: Item) => Promise<boolean> },
  reloadList: () => Promise<unknown>,
): Promise<boolean> {
  if (editing === 'new') return writes.create();
  const saved = await writes.update(editing);
  if (!saved) void reloadList().catch(() => {});
  return saved;
}
