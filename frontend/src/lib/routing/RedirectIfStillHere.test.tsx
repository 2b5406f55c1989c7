import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectIfStillHere } from './RedirectIfStillHere.tsx';

let decide: (redirect: boolean) => void = () => {};
let finishDownload: () => void = () => {};

/** A page that learns late (as from a query) whether to send the learner elsewhere. */
function DecidingPage() {
  const [redirect, setRedirect] = useState(false);
  decide = setRedirect;
  return (
    <main>
      <h1>Painel</h1>
      <Link to="/dictionary">Dicionário</Link>
      {redirect && <RedirectIfStillHere to="/learning-path" />}
    </main>
  );
}

/** A page whose chunk is still downloading: the router keeps the previous page meanwhile. */
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      finishDownload = () => resolve({ default: () => <h1>Dicionário</h1> });
    }),
);

function renderPages() {
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <Suspense fallback={<p>Carregando...</p>}>
        <Routes>
          <Route path="/" element={<DecidingPage />} />
          <Route path="/dictionary" element={<SlowPage />} />
          <Route path="/learning-path" element={<h1>Diagnóstico Inicial</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

describe('a redirect decided late', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('happens while the learner is still on the page that decided it', async () => {
    renderPages();
    act(() => decide(true));
    expect(await screen.findByRole('heading', { name: 'Diagnóstico Inicial' })).toBeVisible();
    expect(window.location.pathname).toBe('/learning-path');
  });

  it('does not pull the learner away from a page they went to meanwhile', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Dicionário' }));
    expect(window.location.pathname).toBe('/dictionary');
    // The next page is still downloading, so the deciding page is still on screen.
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeVisible();
    act(() => decide(true));
    await act(async () => finishDownload());
    expect(await screen.findByRole('heading', { name: 'Dicionário' })).toBeVisible();
    expect(window.location.pathname).toBe('/dictionary');
  });
});
