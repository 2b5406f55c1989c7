import { canSpeak, speak, SPEECH_RATES } from '../../lib/speech.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { difficultyDot, type DictionaryWord } from './word-list.ts';

interface Props {
  word: DictionaryWord;
  onView: () => void;
  onFavorite: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** Spec part 2 §2.5: one word of the dictionary with its details and its view, favourite and delete buttons. */
export function WordCard({ word, onView, onFavorite, onDelete, busy }: Props) {
  const dot = difficultyDot(word.difficulty);
  return (
    <article aria-labelledby={`word-${word.id}`} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-amber-200">
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-center gap-2">
          <h3 id={`word-${word.id}`} className="text-lg font-bold text-stone-900">
            {word.word}
          </h3>
          {canSpeak() && (
            <button
              type="button"
              onClick={() => speak(word.word, SPEECH_RATES.dictionary)}
              aria-label={`Ouvir “${word.word}”`}
              className="rounded-full px-2 py-1 text-stone-700 hover:bg-amber-100"
            >
              <span aria-hidden="true">🔊</span>
            </button>
          )}
        </div>
        <span className="flex items-center gap-1.5 text-xs text-stone-600">
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot.className}`} />
          <span>Dificuldade: {dot.label}</span>
        </span>
      </div>
      <p className="text-stone-800">{word.translation}</p>
      {word.pronunciation && (
        <p className="font-mono text-sm text-stone-600">
          <span className="sr-only">Pronúncia: </span>/{word.pronunciation}/
        </p>
      )}
      {word.example && (
        <p className="text-sm text-stone-700 italic">
          <span className="sr-only">Exemplo: </span>“{word.example}”
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{word.category}</span>
        <span className="text-stone-600">{word.timesViewed === 1 ? '1 visualização' : `${word.timesViewed} visualizações`}</span>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onView} disabled={busy} aria-label={`Ver “${word.word}”`}>
          Ver
        </Button>
        <Button
          variant={word.isFavorite ? 'primary' : 'secondary'}
          size="sm"
          onClick={onFavorite}
          disabled={busy}
          aria-pressed={word.isFavorite}
          aria-label={`Favorita: “${word.word}”`}
        >
          <span aria-hidden="true">{word.isFavorite ? '★' : '☆'}</span> Favorita
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} disabled={busy} aria-label={`Excluir “${word.word}”`}>
          Excluir
        </Button>
      </div>
    </article>
  );
}
