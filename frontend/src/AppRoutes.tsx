import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from './lib/current-user.ts';
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
const ScaffolderPage = lazyNamed(() => import('./features/american-scaffolder/ScaffolderPage.tsx'), 'ScaffolderPage');
const SocraticPage = lazyNamed(() => import('./features/socratic/SocraticPage.tsx'), 'SocraticPage');
const LyricTranslatePage = lazyNamed(() => import('./features/lyric-translate/LyricTranslatePage.tsx'), 'LyricTranslatePage');
const CooldownPage = lazyNamed(() => import('./features/cooldown/CooldownPage.tsx'), 'CooldownPage');
const NeuroSchedulerPage = lazyNamed(() => import('./features/neuro-scheduler/NeuroSchedulerPage.tsx'), 'NeuroSchedulerPage');
const AdaptivePlanPage = lazyNamed(() => import('./features/adaptive-plan/AdaptivePlanPage.tsx'), 'AdaptivePlanPage');
const AdminPage = lazyNamed(() => import('./features/admin/AdminPage.tsx'), 'AdminPage');
const NotFoundPage = lazyNamed(() => import('./features/shell/NotFoundPage.tsx'), 'NotFoundPage');

/**
 * Spec part 1 §2: while sign-in is loading, or for a signed-out visitor, only
 * `/` is served, and it shows the landing page. While loading, any other path
 * also shows the landing page but keeps its address, so a deep link opens once
 * the session is resumed. A signed-out visitor on any other path is sent to
 * `/`: the 404 page is only for unknown paths of a signed-in user.
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
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={auth.status === 'loading' ? <LandingPage /> : <Navigate to="/" replace />} />
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
        <Route path="onboarding" element={<OnboardingPage />} />
        <Route path="learning-path" element={<LearningPathPage />} />
        <Route path="conversation" element={<ConversationPage />} />
        <Route path="challenges" element={<ChallengesPage />} />
        <Route path="progress" element={<ProgressPage />} />
        <Route path="material-didatico" element={<HandoutsPage />} />
        <Route path="phonetics" element={<PhoneticsPage />} />
        <Route path="accent-lab" element={<AccentLabPage />} />
        <Route path="cultural-bridge" element={<CulturalBridgePage />} />
        <Route path="linguistic-diagnostic" element={<LinguisticDiagnosticPage />} />
        <Route path="dictionary" element={<DictionaryPage />} />
        <Route path="american-scaffolder" element={<ScaffolderPage />} />
        <Route path="socratic" element={<SocraticPage />} />
        <Route path="lyric-translate" element={<LyricTranslatePage />} />
        <Route path="cooldown" element={<CooldownPage />} />
        <Route path="neuro-scheduler" element={<NeuroSchedulerPage />} />
        <Route path="adaptive-plan" element={<AdaptivePlanPage />} />
        <Route path="admin" element={<AdminPage user={auth.user} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
