import { slicedDelay } from './sliced-timeout.ts';

/**
 * Lets the event loop serve others (other members' streams, health checks) between two long synchronous steps of
 * one piece of work: each step of a generation's start and checks takes milliseconds, and together they held the
 * loop for tens of milliseconds under 200 concurrent streams (ADR 037).
 *
 * The waiters take turns (ADR 046): they go on one after the other while the turn's slice lasts, the rest on the
 * next turn. Since ADR 084 a waiter goes on in an immediate of its own (slicedDelay(0)), so the clock counts the
 * whole step it resumed, promises included, and one slice of a turn is shared with the streams' timers. (Resumed
 * from one immediate, only each step's first synchronous part was counted: the turns ran 30–70 ms under load.)
 */
export function breathe(): Promise<void> {
  return slicedDelay(0);
}
