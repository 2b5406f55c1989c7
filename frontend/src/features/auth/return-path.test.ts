import { describe, expect, it } from 'vitest';
import { rememberReturnPath, restoreReturnPath } from './return-path.ts';

const ORIGIN = 'https://juba.exemplo.com.br';

function tab(items: Record<string, string> = {}) {
  const stored = new Map(Object.entries(items));
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const replaced: string[] = [];
  const arriveAt = (path: string) => restoreReturnPath(storage, { href: `${ORIGIN}${path}` }, (url) => replaced.push(url));
  return { storage, stored, replaced, arriveAt };
}

describe('the path a visitor was going to', () => {
  it("moves the provider's answer back to the remembered path, keeping the answer for keycloak-js, once", () => {
    const { storage, replaced, arriveAt } = tab();
    rememberReturnPath(storage, '/dictionary?palavra=lion');
    arriveAt('/#state=abc&code=xyz');
    expect(replaced).toEqual(['/dictionary?palavra=lion#state=abc&code=xyz']);
    arriveAt('/#state=def&code=uvw');
    expect(replaced).toHaveLength(1);
  });

  it("leaves an address that is not the provider's answer alone", () => {
    const { storage, replaced, arriveAt, stored } = tab();
    rememberReturnPath(storage, '/progress');
    arriveAt('/');
    arriveAt('/conversation#state=abc');
    expect(replaced).toEqual([]);
    expect(stored.get('juba.returnPath')).toBe('/progress');
  });

  it('only ever returns to a path of this site', () => {
    const { storage, replaced, arriveAt, stored } = tab({ 'juba.returnPath': '//evil.example/' });
    rememberReturnPath(storage, 'https://evil.example/');
    expect(stored.get('juba.returnPath')).toBe('//evil.example/');
    arriveAt('/#state=abc&error=login_required');
    expect(replaced).toEqual([]);
  });
});
