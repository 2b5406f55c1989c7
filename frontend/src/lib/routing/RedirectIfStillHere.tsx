import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * `<Navigate replace>` for a redirect decided late, after a query answered.
 * The router changes pages in a transition: while the next page's chunk
 * downloads, the previous page stays on screen and can still decide to
 * redirect, after the learner has already gone elsewhere. The address bar
 * already shows where they went, so the redirect only happens while it still
 * shows the page that decided it.
 */
export function RedirectIfStillHere({ to }: { to: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.location.pathname !== pathname) return;
    void navigate(to, { replace: true });
  }, [pathname, to, navigate]);
  return null;
}
