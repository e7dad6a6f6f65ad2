import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * For a screen that waits on a timer (a redirect after a second, a delayed answer): timeouts and the
 * clock become fake, so the test jumps over the wait with `advance` instead of sleeping through it
 * (which times out on a loaded machine). Fake time still runs along with real time, so short waits
 * elsewhere (a mock server's delay, React's work) finish by themselves. The setup file puts real
 * timers back after every test.
 */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  return {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
