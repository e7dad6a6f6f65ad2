/**
 * The door of the PDF route, decided the moment a request arrives (issue 27): before the rate limit is counted,
 * the member or the post is read, or the kept render is looked up. Each of those waits for the database, and under
 * a saturated load a refusal decided after them waited seconds behind everything else.
 *
 * Requests that may need a render are counted from their arrival to their answer. While as many are in flight as
 * the render pool can take (its threads and its queue), the next one is refused at once. A post this process knows
 * to have a kept render (`kept`) is let through uncounted even then, since serving it costs no render; the route
 * still checks the member and the post before any byte of it leaves, and should the kept render turn out to be of an
 * older version, the pool's own bound still refuses the render.
 */
export interface PdfGate {
  /**
   * Lets a request for the post in, returning what to call once it is answered (calling it again does nothing),
   * or null when it must be refused now.
   */
  enter(postId: number): (() => void) | null;
  /** Requests counted now. */
  readonly inFlight: number;
}

export function createPdfGate({
  capacity,
  kept,
}: {
  /** Requests that may be in flight: the render threads and the renders that may wait for one. */
  capacity: number;
  /** Whether a render of the post is known to be kept (any version; a cheap look in memory, never a query). */
  kept: (postId: number) => boolean;
}): PdfGate {
  let inFlight = 0;
  const uncounted = () => {};
  return {
    enter(postId) {
      if (inFlight >= capacity) return kept(postId) ? uncounted : null;
      inFlight += 1;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        inFlight -= 1;
      };
    },
    get inFlight() {
      return inFlight;
    },
  };
}
