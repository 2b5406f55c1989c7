import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useAuth, type CurrentUser } from './lib/current-user.ts';
import { rememberReturnPath } from './features/auth/return-path.ts';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { lazyNamed } from './lib/lazy-named.ts';
import { Loading } from './lib/ui/Loading.tsx';

// Each signed-in screen is its own chunk, downloaded when its route is first
// opened, so the landing page and the first screen do not grow with every
// module. The landing page stays in the entry: every visitor sees it first,
// also while a session resumes.
const SignedInLayout = lazyNamed(() => import('./features/shell/SignedInLayout.tsx'), 'SignedInLayout');
const DashboardPage = lazyNamed(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const OnboardingPage = lazyNamed(() => import('./features/onboarding/OnboardingPage.tsx'), 'OnboardingPage');
const LearningPathPage = lazyNamed(() => import('./features/learning-path/LearningPathPage.tsx'), 'LearningPathPage');
const ConversationPage = lazyNamed(() => import('./features/conversation/ConversationPage.tsx'), 'ConversationPage');
const ChallengesPage = lazyNamed(() => import('./features/challenges/ChallengesPage.tsx'), 'ChallengesPage');
const ProgressPage = lazyNamed(() => import('./features/progress/ProgressPage.tsx'), 'ProgressPage');
const HandoutsPage = lazyNamed(() => import('./features/handouts/HandoutsPage.tsx'), 'HandoutsPage');
const PhoneticsPage = lazyNamed(() => import('./features/phonetics/PhoneticsPage.tsx'), 'PhoneticsPage');
const AccentLabPage = lazyNamed(() => import('./features/accent-lab/AccentLabPage.tsx'), 'AccentLabPage');
const CulturalBridgePage = lazyNamed(() => import('./features/cultural-bridge/CulturalBridgePage.tsx'), 'CulturalBridgePage');
const LinguisticDiagnosticPage = lazyNamed(() => import('./features/linguistic-diagnostic/LinguisticDiagnosticPage.tsx'), 'LinguisticDiagnosticPage');
const DictionaryPage = lazyNamed(() => import('./features/dictionary/DictionaryPage.tsx'), 'DictionaryPage');
const AmericanScaffolderPage = lazyNamed(() => import('./features/american-scaffolder/AmericanScaffolderPage.tsx'), 'AmericanScaffolderPage');
const SocraticPage = lazyNamed(() => import('./features/socratic/SocraticPage.tsx'), 'SocraticPage');
const LyricTranslatePage = lazyNamed(() => import('./features/lyric-translate/LyricTranslatePage.tsx'), 'LyricTranslatePage');
const CooldownPage = lazyNamed(() => import('./features/cooldown/CooldownPage.tsx'), 'CooldownPage');
const NeuroSchedulerPage = lazyNamed(() => import('./features/neuro-scheduler/NeuroSchedulerPage.tsx'), 'NeuroSchedulerPage');
const AdaptivePlanPage = lazyNamed(() => import('./features/adaptive-plan/AdaptivePlanPage.tsx'), 'AdaptivePlanPage');
const AdminPage = lazyNamed(() => import('./features/admin/AdminPage.tsx'), 'AdminPage');
const MyDataPage = lazyNamed(() => import('./features/my-data/MyDataPage.tsx'), 'MyDataPage');
const PrivacyPage = lazyNamed(() => import('./features/privacy/PrivacyPage.tsx'), 'PrivacyPage');
const NotFoundPage = lazyNamed(() => import('./features/shell/NotFoundPage.tsx'), 'NotFoundPage');

/** Spec part 1 §2: the signed-in screens, by path (the dashboard is the index route). */
const SCREENS: { path: string; screen: (user: CurrentUser) => ReactNode }[] = [
  { path: 'onboarding', screen: () => <OnboardingPage /> },
  { path: 'learning-path', screen: () => <LearningPathPage /> },
  { path: 'conversation', screen: () => <ConversationPage /> },
  { path: 'challenges', screen: () => <ChallengesPage /> },
  { path: 'progress', screen: () => <ProgressPage /> },
  { path: 'material-didatico', screen: () => <HandoutsPage /> },
  { path: 'phonetics', screen: () => <PhoneticsPage /> },
  { path: 'accent-lab', screen: () => <AccentLabPage /> },
  { path: 'cultural-bridge', screen: () => <CulturalBridgePage /> },
  { path: 'linguistic-diagnostic', screen: () => <LinguisticDiagnosticPage /> },
  { path: 'dictionary', screen: () => <DictionaryPage /> },
  { path: 'american-scaffolder', screen: () => <AmericanScaffolderPage /> },
  { path: 'socratic', screen: () => <SocraticPage /> },
  { path: 'lyric-translate', screen: () => <LyricTranslatePage /> },
  { path: 'cooldown', screen: () => <CooldownPage /> },
  { path: 'neuro-scheduler', screen: () => <NeuroSchedulerPage /> },
  { path: 'adaptive-plan', screen: () => <AdaptivePlanPage /> },
  { path: 'admin', screen: (user) => <AdminPage user={user} /> },
  { path: 'my-data', screen: () => <MyDataPage /> },
];

/**
 * Spec part 1 §2: while sign-in is loading, or for a signed-out visitor, only
 * `/` is served, and it shows the landing page. While loading, any other path
 * also shows the landing page but keeps its address, so a deep link opens once
 * the session is resumed. A signed-out visitor on a signed-in screen's path is
 * sent to `/`, and the path is remembered so that signing in from this tab
 * arrives there; any other path shows the 404 page, signed in or out.
 *
 * The learner journey never bounces a learner between two screens:
 * - `/` with no learning profile sends the learner to `/learning-path`, the
 *   placement diagnostic;
 * - finishing the diagnostic creates the profile at the level found
 *   (ensureLearningProfile, which never overwrites an existing one), and the
 *   dashboard's cached profile is replaced with it;
 * - `/learning-path` for a learner who has completed a diagnostic but still has
 *   no profile (its creation failed, or both attempts are used) creates it from
 *   the stored diagnostic level, so the dashboard button leads home, not back.
 * `/onboarding` refines the profile (goal, interests, time, style) at any time.
 *
 * While a screen's chunk downloads, the signed-in layout (top bar) stays and
 * its content area shows a loading status; only the very first signed-in
 * screen, before the layout's own chunk is there, shows it on a blank page.
 */
export function AppRoutes() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') {
    const loading = auth.status === 'loading';
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {/* The privacy notice is for anyone: the sign-up form links to it. */}
        <Route
          path="/privacy"
          element={
            <Suspense fallback={<Loading label="Carregando..." />}>
              <PrivacyPage />
            </Suspense>
          }
        />
        {SCREENS.map(({ path }) => (
          <Route key={path} path={path} element={loading ? <LandingPage /> : <HomeRememberingThePath />} />
        ))}
        <Route path="*" element={loading ? <LandingPage /> : <SignedOutNotFound />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<Loading label="Carregando..." />}>
            <SignedInLayout user={auth.user} />
          </Suspense>
        }
      >
        <Route index element={<DashboardPage user={auth.user} />} />
        {SCREENS.map(({ path, screen }) => (
          <Route key={path} path={path} element={screen(auth.user)} />
        ))}
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** A signed-in screen asked for while signed out: the landing page at `/`, and the screen after signing in. */
function HomeRememberingThePath() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnPath(window.sessionStorage, pathname + search + hash);
    void navigate('/', { replace: true });
  }, [pathname, search, hash, navigate]);
  return <LandingPage />;
}

function SignedOutNotFound() {
  return (
    <Suspense fallback={<Loading label="Carregando..." />}>
      <NotFoundPage />
    </Suspense>
  );
}
