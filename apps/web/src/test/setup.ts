import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library auto-cleanup needs globals; vitest runs without them here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
