import { Link } from 'react-router-dom';
import { LionHead } from '../../lib/brand/LionHead.tsx';
import type { CurrentUser } from '../auth/auth-context.ts';

/** The modules available today; the full dashboard of spec part 1 §2 replaces this page. */
const MODULES = [
  { to: '/material-didatico', title: 'Material Didático', description: 'Apostilas em slides geradas por IA para o seu nível.' },
];

export function HomePage({ user }: { user: CurrentUser }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-6">
      <section className="flex items-center gap-6 rounded-2xl bg-gradient-to-r from-orange-500 to-amber-400 p-6 text-white shadow-md md:p-8">
        <LionHead className="hidden h-24 w-24 shrink-0 drop-shadow sm:block" />
        <div>
          <h1 className="text-2xl font-extrabold md:text-3xl">Olá, {user.firstName}! Bem-vindo ao Juba.</h1>
          <p className="mt-2 text-amber-50">Vamos praticar o seu inglês americano hoje? Escolha um módulo para começar.</p>
        </div>
      </section>
      <h2 className="mt-8 text-lg font-semibold text-stone-800">Módulos</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MODULES.map((module) => (
          <li key={module.to}>
            <Link
              to={module.to}
              className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200 transition hover:shadow-md hover:ring-orange-300"
            >
              <span className="text-lg font-bold text-orange-700">{module.title}</span>
              <span className="mt-1 block text-sm text-stone-600">{module.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
