import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminPage } from './features/admin/AdminPage.tsx';
import { useAuth } from './features/auth/auth-context.ts';
import { ChallengesPage } from './features/challenges/ChallengesPage.tsx';
import { ConversationPage } from './features/conversation/ConversationPage.tsx';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';
import { HandoutsPage } from './features/handouts/HandoutsPage.tsx';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { LearningPathPage } from './features/learning-path/LearningPathPage.tsx';
import { OnboardingPage } from './features/onboarding/OnboardingPage.tsx';
import { ProgressPage } from './features/progress/ProgressPage.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { SignedInLayout } from './features/shell/SignedInLayout.tsx';

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
      <Route element={<SignedInLayout user={auth.user} />}>
        <Route index element={<DashboardPage user={auth.user} />} />
        <Route path="onboarding" element={<OnboardingPage />} />
        <Route path="learning-path" element={<LearningPathPage />} />
        <Route path="conversation" element={<ConversationPage />} />
        <Route path="challenges" element={<ChallengesPage />} />
        <Route path="progress" element={<ProgressPage />} />
        <Route path="material-didatico" element={<HandoutsPage />} />
        <Route path="admin" element={<AdminPage user={auth.user} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
