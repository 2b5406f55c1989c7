import { useNavigate } from 'react-router-dom';
import { Button } from './Button.tsx';

/** A module's heading with its 'Voltar' button, which goes to the home route (spec part 2 §1). */
export function ModuleHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <header className="mb-6 flex items-center gap-4">
      <Button variant="secondary" size="sm" onClick={() => navigate('/')}>
        <span aria-hidden="true">←</span> Voltar
      </Button>
      <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
    </header>
  );
}
