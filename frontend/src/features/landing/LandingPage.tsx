import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LionHead } from '../../lib/brand/LionHead.tsx';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { Button } from '../../lib/ui/Button.tsx';

type Mode = 'sign-in' | 'create-account';

const HIGHLIGHTS = ['Conversação com tutor de IA', 'Pronúncia do inglês americano', 'Plano de estudos personalizado'];

/**
 * Spec part 1 §2: one screen toggling between Sign In and Create Account. The
 * fields are never submitted: both buttons hand over to the identity provider
 * through /api/login, which has its own sign-in and registration forms.
 */
export function LandingPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const signIn = mode === 'sign-in';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigateBrowser('/api/login');
  };

  return (
    <main className="min-h-screen bg-gradient-to-br from-amber-100 via-orange-50 to-amber-200">
      <div className="mx-auto grid min-h-screen max-w-6xl items-center gap-10 px-6 py-10 lg:grid-cols-2">
        <section className="text-center lg:text-left">
          <LionHead className="mx-auto h-28 w-28 drop-shadow-md lg:mx-0" title="Juba, o leão" />
          <h1 className="mt-4 text-5xl font-extrabold tracking-tight text-orange-700">Juba</h1>
          <p className="mt-3 text-xl text-stone-700">Seu inglês americano com a coragem de um leão.</p>
          <ul className="mt-6 space-y-2 text-stone-700">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center justify-center gap-2 lg:justify-start">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-orange-500" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <section className="mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-amber-200">
          <h2 className="text-2xl font-bold text-stone-900">{signIn ? 'Sign In' : 'Create Account'}</h2>
          <p className="mt-1 text-sm text-stone-600">{signIn ? 'Welcome back! Continue your English journey.' : 'Start practising American English today.'}</p>

          <form className="mt-6 space-y-4" onSubmit={onSubmit}>
            {signIn ? (
              <>
                <TextField label="Email" type="email" autoComplete="email" />
                <PasswordField autoComplete="current-password" />
                <div className="flex items-center justify-between text-sm">
                  <label className="flex items-center gap-2 text-stone-700">
                    <input type="checkbox" className="h-4 w-4 accent-orange-600" />
                    Remember me
                  </label>
                  {/* Password recovery belongs to the identity provider's sign-in page. */}
                  <a href="/api/login" className="font-medium text-orange-700 hover:underline">
                    Forgot password?
                  </a>
                </div>
              </>
            ) : (
              <>
                <div className="grid grid-cols-2 gap-3">
                  <TextField label="First name" autoComplete="given-name" />
                  <TextField label="Last name" autoComplete="family-name" />
                </div>
                <TextField label="Email" type="email" autoComplete="email" />
                <PasswordField autoComplete="new-password" />
                <label className="flex items-start gap-2 text-sm text-stone-700">
                  <input type="checkbox" className="mt-0.5 h-4 w-4 accent-orange-600" />I agree to the Terms of Service and Privacy Policy
                </label>
              </>
            )}
            <Button size="lg" className="w-full" type="submit">
              {signIn ? 'Sign In' : 'Create Account'}
            </Button>
          </form>

          <p className="mt-6 text-center text-sm text-stone-600">
            {signIn ? "Don't have an account? " : 'Already have an account? '}
            {/* Looks like a link, but it switches the form rather than going anywhere. */}
            <button type="button" className="font-semibold text-orange-700 hover:underline" onClick={() => setMode(signIn ? 'create-account' : 'sign-in')}>
              {signIn ? 'Create Account' : 'Sign In'}
            </button>
          </p>
        </section>
      </div>
    </main>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

const inputClass =
  'w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none';

function TextField({ label, type = 'text', autoComplete }: { label: string; type?: string; autoComplete: string }) {
  return <Field label={label}>{(id) => <input id={id} type={type} autoComplete={autoComplete} className={inputClass} />}</Field>;
}

function PasswordField({ autoComplete }: { autoComplete: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label="Password">
      {(id) => (
        <div className="relative">
          <input id={id} type={visible ? 'text' : 'password'} autoComplete={autoComplete} className={`${inputClass} pr-20`} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-orange-700 hover:underline"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  );
}
