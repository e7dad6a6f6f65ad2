import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { dismissSessionExpired } from '../lib/session-expiry.ts';
import { installDialogStandIns } from './dialog-stand-in.ts';
import { server } from './server.ts';

// Pages other than home are lazy chunks: their first import in a busy run can take over a second.
configure({ asyncUtilTimeout: 8_000 });

installDialogStandIns();

// A test that makes React (or anything else) call console.error fails, with the message.
let consoleErrors: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
    original(...args);
  });
  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  dismissSessionExpired();
  document.body.removeAttribute('style');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});

afterAll(() => {
  server.close();
});
