/**
 * Lets the event loop serve others (other members' streams, health checks) between two long synchronous steps of
 * one piece of work: each step of a generation's start and checks takes milliseconds, and together they held the
 * loop for tens of milliseconds under 200 concurrent streams (ADR 037).
 */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
