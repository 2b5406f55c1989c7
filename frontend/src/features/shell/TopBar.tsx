import { NavLink, Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { TopBarProgressDocument } from '../../generated/graphql.ts';
import { BoltIcon, FlameIcon } from '../../lib/brand/icons.tsx';
import { LionHead } from '../../lib/brand/LionHead.tsx';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { Button } from '../../lib/ui/Button.tsx';

const LINKS = [
  { to: '/', label: 'Dashboard' },
  { to: '/conversation', label: 'Conversation' },
  { to: '/challenges', label: 'Challenges' },
  { to: '/progress', label: 'Progress' },
];

/** Spec part 1 §2: the signed-in top bar. */
export function TopBar({ user }: { user: CurrentUser }) {
  // The counters are a nicety: when progress cannot be read they show 0.
  const { data } = useQuery(TopBarProgressDocument);
  const streak = data?.progress.currentStreak ?? 0;
  const flowPoints = data?.progress.flowPoints ?? 0;
  const links = user.isAdmin ? [...LINKS, { to: '/admin', label: 'Admin' }] : LINKS;

  return (
    <header className="border-b border-amber-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 md:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-orange-700">
          <LionHead className="h-9 w-9" />
          Juba
        </Link>
        <nav aria-label="Principal" className="order-last w-full overflow-x-auto md:order-none md:w-auto">
          <ul className="flex gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                      isActive ? 'bg-amber-100 text-orange-800' : 'text-stone-600 hover:bg-amber-50 hover:text-stone-900'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="flex items-center gap-1 rounded-full bg-orange-50 px-2.5 py-1 font-semibold text-orange-700" title="Day streak">
            <FlameIcon className="h-4 w-4" />
            <span>{streak}</span>
            <span className="sr-only">day streak</span>
          </span>
          <span className="flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-700" title="Flow points">
            <BoltIcon className="h-4 w-4" />
            <span>{flowPoints}</span>
            <span className="sr-only">flow points</span>
          </span>
          <Avatar user={user} />
          <span className="hidden flex-col leading-tight sm:flex">
            <span className="font-semibold text-stone-900">{user.firstName}</span>
            <span className="text-xs text-stone-500">Intermediate</span>
          </span>
          <Link to="/my-data" className="rounded-lg px-3 py-1.5 font-medium text-stone-700 hover:bg-amber-50 hover:text-stone-900">
            Meus dados
          </Link>
          <Button variant="secondary" size="sm" onClick={() => navigateBrowser('/api/logout')}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}

function Avatar({ user }: { user: CurrentUser }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className="h-9 w-9 rounded-full object-cover ring-2 ring-amber-200" />;
  }
  return (
    <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-orange-500 font-bold text-white">
      {(user.firstName.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
