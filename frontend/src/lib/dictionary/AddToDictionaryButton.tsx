import { useState } from 'react';
import { useToast } from '../toast/ToastProvider.tsx';
import { useAddDictionaryWord, WORD_ADDED } from './add-word.ts';

/**
 * 'Adicionar ao dicionário' beside a word's translation (the conversation's
 * and the Socratic chat's click-to-translate): adds the word with that
 * translation, says so in a toast, and stays marked once it is there.
 */
export function AddToDictionaryButton({ word, translation, className = '' }: { word: string; translation: string; className?: string }) {
  const { toast } = useToast();
  const { add, adding } = useAddDictionaryWord();
  const [added, setAdded] = useState(false);

  const onClick = async () => {
    const result = await add(word, translation);
    if (result.ok) {
      setAdded(true);
      toast(WORD_ADDED);
      return;
    }
    if (result.kind === 'conflict') setAdded(true);
    toast({ title: result.title, description: result.description, variant: result.kind === 'conflict' ? 'default' : 'destructive' });
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={adding || added}
      className={`rounded bg-orange-700 px-2 py-0.5 text-xs font-semibold text-white hover:bg-orange-800 disabled:cursor-default disabled:bg-stone-600 ${className}`}
    >
      {adding ? 'Adicionando...' : added ? 'No dicionário' : 'Adicionar ao dicionário'}
      {/* The word is in the name for screen readers, after the visible text (WCAG 2.5.3). */}
      <span className="sr-only">: “{word}”</span>
      {added && <span aria-hidden="true"> ✓</span>}
    </button>
  );
}
