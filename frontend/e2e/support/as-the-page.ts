import type { Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from './expect-ui.ts';

export interface Answer {
  status: number;
  text: string;
}

/**
 * Calls the API from inside the page with the access token the app keeps for
 * the tab (auth-session.ts): what a script in the learner's own tab could send.
 */
export async function requestAsThePage(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(sessionStorage.getItem('juba.session') ?? '{}') as { token?: string };
      if (!stored.token) throw new Error('the app keeps no access token in sessionStorage["juba.session"]');
      const answer = await fetch(path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${stored.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, text: await answer.text() };
    },
    { method, path, body },
  );
}

export const postAsThePage = (page: Page, path: string, body: unknown) => requestAsThePage(page, 'POST', path, body);

/** A REST read that must succeed; its JSON. */
export async function getJsonAsThePage<T>(page: Page, path: string): Promise<T> {
  const answer = await requestAsThePage(page, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

export async function graphqlAsThePage<T>(page: Page, query: string): Promise<T> {
  const answer = await postAsThePage(page, '/graphql', { query });
  const parsed = JSON.parse(answer.text) as { data?: T; errors?: unknown };
  if (answer.status !== 200 || !parsed.data) throw new Error(`GraphQL answered ${answer.status}: ${answer.text}`);
  return parsed.data;
}

/** The figure a `<dt>label</dt><dd>figure</dd>` pair shows, as its text. */
export async function statValue(page: Page, label: string) {
  return ((await page.locator(`dt:text-is("${label}") + dd`).first().textContent({ timeout: UI_TIMEOUT_MS })) ?? '').trim();
}
