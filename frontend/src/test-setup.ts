import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// toBeVisible, toHaveTextContent…: tests assert what the user sees.
import '@testing-library/jest-dom/vitest';

// Testing Library's waitFor/findBy advance a "jest" fake clock when one is
// installed; vitest's fake timers have the same shape, so timed screens can
// be tested with vi.useFakeTimers() and findBy* alike.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// Screens are loaded on demand (React.lazy): the first findBy* of a file may
// wait for its screen's modules to be transformed, slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
