import { useNavigate } from 'react-router-dom';

/** A module's heading with its 'Voltar' button, which goes to the home route (spec part 2 §1). */
export function ModuleHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <header className="mb-6 flex items-center gap-4">
      <button
        type="button"
        onClick={() => navigate('/')}
        className="rounded-lg border border-amber-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-amber-50"
      >
        <span aria-hidden="true">←</span> Voltar
      </button>
      <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
    </header>
  );
}
