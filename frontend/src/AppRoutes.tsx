import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from './features/auth/auth-context.ts';
import { HandoutsPage } from './features/handouts/HandoutsPage.tsx';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { HomePage } from './features/shell/HomePage.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { SignedInLayout } from './features/shell/SignedInLayout.tsx';

/**
 * Spec part 1 §2: while sign-in is loading, or for a signed-out visitor, only
 * `/` is served, and it shows the landing page. While loading, any other path
 * also shows the landing page but keeps its address, so a deep link opens once
 * the session is resumed. A signed-out visitor on any other path is sent to
 * `/`: the 404 page is only for unknown paths of a signed-in user.
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
        <Route index element={<HomePage user={auth.user} />} />
        <Route path="material-didatico" element={<HandoutsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
