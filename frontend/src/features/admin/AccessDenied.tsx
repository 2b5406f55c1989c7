import { Link } from 'react-router-dom';
import { buttonClass } from '../../lib/ui/Button.tsx';

/** Spec part 1 §2: shown when the server refuses the admin dashboard. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-stone-900">Acesso Negado</h1>
      <p className="mt-3 text-stone-700">Privilégios de administrador são necessários para acessar esta área.</p>
      <Link to="/" className={buttonClass({ size: 'lg', className: 'mt-6' })}>
        Voltar ao início
      </Link>
    </div>
  );
}
