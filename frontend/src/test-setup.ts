import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
// toBeVisible, toHaveTextContent…: tests assert what the user sees.
import '@testing-library/jest-dom/vitest';

// Testing Library's waitFor/findBy advance a "jest" fake clock when one is
// installed; vitest's fake timers have the same shape, so timed screens can
// be tested with vi.useFakeTimers() and findBy* alike.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
