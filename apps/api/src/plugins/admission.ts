import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * In-process admission (issue 27, ADR 065): at most `limit` of this process's database-bound requests run their
 * hooks and handlers at once; the next ones wait in arrival order and start as running ones answer. Under a saturated
 * load every request used to start at once, each turn of the event loop then carried the callbacks of every query in
 * flight, and a request that could be answered at once (the PDF door's 503, `/healthz`) waited for such a turn. With
 * a cap, a turn carries at most `limit` handlers' callbacks, and waiting costs only a place in the queue.
 *
 * Routes opt in (`config.admission`): the member's reads and small writes, whose time is the database's. Routes that
 * wait on the world outside the process (the model, a member's WordPress site, a render or conversion thread) do not,
 * since holding a place while waiting there would keep the reads out for seconds; probes and scrapes do not either.
 * A request holds its place from its `onRequest` until its answer starts (`onSend`), its client leaves, or its
 * handler gives the place back before such a wait (`leave`). A client that leaves while waiting is taken out of the
 * queue and its handler never runs.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `queue`: the request waits for a place before its route's own hooks. `route`: the route admits its requests
     * itself (`app.admission.admit` in its own `onRequest`, after what it decides on arrival, as the PDF door does).
     * Absent: never waits.
     */
    admission?: 'queue' | 'route';
  }
  interface FastifyInstance {
    admission: AdmissionControl;
  }
}

export interface Admission {
  /** Starts `start` now if fewer than the limit run, or once a place frees; returns what to call when done. */
  enter(start: () => void): () => void;
  readonly running: number;
  readonly waiting: number;
}

export function createAdmission(limit: number): Admission {
  let running = 0;
  // A queue as an array with a moving head: arrival order, O(1) at both ends; left entries become null.
  let queue: (Ticket | null)[] = [];
  let head = 0;
  let waiting = 0;

  interface Ticket {
    state: 'waiting' | 'running' | 'done';
    start: () => void;
  }

  function next(): Ticket | null {
    while (head < queue.length) {
      const ticket = queue[head];
      queue[head] = null;
      head += 1;
      if (ticket) {
        if (head > 1024 && head * 2 > queue.length) {
          queue = queue.slice(head);
          head = 0;
        }
        return ticket;
      }
    }
    queue = [];
    head = 0;
    return null;
  }

  function run(ticket: Ticket) {
    ticket.state = 'running';
    // Not inside the caller's stack (the answer of another request): a microtask, before any other I/O.
    queueMicrotask(ticket.start);
  }

  return {
    enter(start) {
      const ticket: Ticket = { state: 'waiting', start };
      if (running < limit) {
        running += 1;
        ticket.state = 'running';
        start();
      } else {
        queue.push(ticket);
        waiting += 1;
      }
      return () => {
        if (ticket.state === 'done') return;
        if (ticket.state === 'waiting') {
          const at = queue.indexOf(ticket, head);
          if (at !== -1) queue[at] = null;
          waiting -= 1;
          ticket.state = 'done';
          return;
        }
        ticket.state = 'done';
        const following = waiting > 0 ? next() : null;
        if (following) {
          waiting -= 1;
          run(following);
        } else {
          running -= 1;
        }
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
  };
}

export interface AdmissionControl extends Pick<Admission, 'running' | 'waiting'> {
  /** Admits the request (an `onRequest` hook's body): calls `done` once it may run. */
  admit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /** Gives the request's place back before its answer, as it starts to wait outside the process (a render). */
  leave(request: FastifyRequest): void;
}

const leaveKey = Symbol('admission.leave');
type Admitted = FastifyRequest & { [leaveKey]?: () => void };

/**
 * The cap in front of the routes that opt in (`limit` from `API_CONCURRENCY`, 0 for none); registered before their
 * own hooks.
 */
export function registerAdmission(app: FastifyInstance, limit: number) {
  if (limit === 0) {
    // No cap: every request runs on arrival, as before ADR 065.
    app.decorate('admission', { admit: (_request, _reply, done) => done(), leave: () => {}, running: 0, waiting: 0 });
    return;
  }
  const admission = createAdmission(limit);
  const control: AdmissionControl = {
    admit(request, reply, done) {
      const leave = admission.enter(() => done());
      (request as Admitted)[leaveKey] = leave;
      // A response emits `close` once it is sent or its connection ends.
      reply.raw.once('close', leave);
    },
    leave(request) {
      (request as Admitted)[leaveKey]?.();
    },
    get running() {
      return admission.running;
    },
    get waiting() {
      return admission.waiting;
    },
  };
  app.decorate('admission', control);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.admission !== 'queue') return done();
    control.admit(request, reply, done);
  });
  // The answer has started: the next request may run while this one's body is written (or streamed).
  app.addHook('onSend', (request, _reply, payload, done) => {
    (request as Admitted)[leaveKey]?.();
    done(null, payload);
  });
}
