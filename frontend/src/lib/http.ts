/**
 * Reads JSON from the server with the session's cookies. A non-OK answer
 * raises an error reading "<status>: <body>", or the status text when the
 * body is empty (spec part 1 §8).
 */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  if (!response.ok) {
    const body = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${body}`);
  }
  return (await response.json()) as T;
}
