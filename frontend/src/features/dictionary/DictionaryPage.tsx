import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteDictionaryWordDocument, DictionaryDocument, SetDictionaryWordFavoriteDocument, ViewDictionaryWordDocument } from '../../generated/graphql.ts';
import { useAddDictionaryWord, WORD_ADDED } from '../../lib/dictionary/add-word.ts';
import { forgetProgress } from '../../lib/learner/progress.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { ALL_CATEGORIES, categoriesOf, dictionaryStats, filterWords } from './word-list.ts';
import { WordCard } from './WordCard.tsx';

const field = 'w-full rounded-lg border border-amber-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500';
const label = 'mb-1 block text-sm font-semibold text-stone-800';

/** Spec part 2 §2.5: /dictionary, the learner's own words. */
export function DictionaryPage() {
  const { toast } = useToast();
  const ids = { word: useId(), translation: useId(), search: useId(), category: useId() };
  const list = useQuery(DictionaryDocument);
  const { add, adding } = useAddDictionaryWord();
  const [setFavorite] = useMutation(SetDictionaryWordFavoriteDocument);
  const [view] = useMutation(ViewDictionaryWordDocument);
  const [remove] = useMutation(DeleteDictionaryWordDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [word, setWord] = useState('');
  const [translation, setTranslation] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [favoritesOnly, setFavoritesOnly] = useState(false);

  const words = list.data?.dictionary ?? [];
  const categories = categoriesOf(words);
  const shown = filterWords(words, { search, category: categories.includes(category) ? category : ALL_CATEGORIES, favoritesOnly });
  const stats = dictionaryStats(words);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add(word, translation);
    if (!result.ok) {
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      return;
    }
    setWord('');
    setTranslation('');
    toast(WORD_ADDED);
  };

  /** One card action at a time per card; a failure is logged (spec part 2 §8: no message is shown). */
  const onCard = async (id: string, run: () => Promise<unknown>) => {
    setBusyId(id);
    try {
      await run();
    } catch (error) {
      console.warn('A dictionary action failed:', error);
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = (id: string) =>
    onCard(id, async () => {
      await remove({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'DictionaryWord', id }) });
          cache.gc();
          forgetProgress(cache);
        },
      });
      toast({ title: 'Palavra removida', description: 'Palavra removida do dicionário.' });
    });

  const stat = (title: string, value: number) => (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-amber-200">
      <dt className="text-sm font-medium text-stone-600">{title}</dt>
      <dd className="text-2xl font-extrabold text-stone-900">{value}</dd>
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:px-6">
      <ModuleHeader title="Dicionário Pessoal" />

      <form
        onSubmit={(e) => void onAdd(e)}
        noValidate
        aria-label="Adicionar palavra"
        className="mb-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-amber-200 md:grid-cols-[1fr_1fr_auto] md:items-end"
      >
        <div>
          <label htmlFor={ids.word} className={label}>
            Palavra em inglês
          </label>
          <input id={ids.word} value={word} onChange={(e) => setWord(e.target.value)} maxLength={60} placeholder="Ex.: look forward to" className={field} />
        </div>
        <div>
          <label htmlFor={ids.translation} className={label}>
            Tradução (opcional)
          </label>
          <input
            id={ids.translation}
            value={translation}
            onChange={(e) => setTranslation(e.target.value)}
            maxLength={200}
            placeholder="Deixe vazio para traduzir automaticamente"
            className={field}
          />
        </div>
        <Button type="submit" disabled={adding}>
          {adding ? 'Adicionando...' : 'Adicionar'}
        </Button>
        {adding && (
          <p role="status" className="text-sm text-stone-600 md:col-span-3">
            Buscando tradução, pronúncia e exemplo...
          </p>
        )}
      </form>

      <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {stat('Total Words', stats.totalWords)}
        {stat('Favorites', stats.favorites)}
        {stat('Total Views', stats.totalViews)}
        {stat('Categories', stats.categories)}
      </dl>

      <div className="mb-6 grid gap-3 md:grid-cols-[1fr_auto_auto] md:items-end">
        <div>
          <label htmlFor={ids.search} className={label}>
            Buscar palavras
          </label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Em inglês ou em português..."
            className={field}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className={label}>
            Categoria
          </label>
          <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)} className={field}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <Button variant={favoritesOnly ? 'primary' : 'secondary'} aria-pressed={favoritesOnly} onClick={() => setFavoritesOnly((on) => !on)}>
          <span aria-hidden="true">★</span> Só favoritas
        </Button>
      </div>

      {list.loading && !list.data ? (
        <Loading label="Carregando seu dicionário..." visibleLabel />
      ) : list.error && !list.data ? (
        <p role="alert" className="text-red-800">
          Não foi possível carregar seu dicionário. Tente novamente em alguns instantes.
        </p>
      ) : words.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-stone-700 ring-1 ring-amber-200">
          Seu dicionário está vazio. Adicione a primeira palavra acima!
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-stone-700 ring-1 ring-amber-200">Nenhuma palavra encontrada com esses filtros.</p>
      ) : (
        <section aria-label="Suas palavras" className="grid gap-4 md:grid-cols-2">
          {shown.map((w) => (
            <WordCard
              key={w.id}
              word={w}
              busy={busyId === w.id}
              onView={() => void onCard(w.id, () => view({ variables: { id: w.id } }))}
              onFavorite={() => void onCard(w.id, () => setFavorite({ variables: { id: w.id, isFavorite: !w.isFavorite } }))}
              onDelete={() => void onDelete(w.id)}
            />
          ))}
        </section>
      )}
    </div>
  );
}
