import { Link } from 'react-router-dom';

/** Spec part 1 §2: any unknown path, signed in or out. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-stone-900">404 Page Not Found</h1>
      <Link to="/" className="mt-6 inline-block font-semibold text-orange-700 hover:underline">
        Voltar ao início
      </Link>
    </div>
  );
}
