import { JSONParser } from '@streamparser/json';

export type JsonPath = readonly (string | number)[];

export interface JsonStringListener {
  /** A piece of the string value at `path` (keys are not reported). */
  text(path: JsonPath, piece: string): void;
  /** The string value at `path` is complete. */
  end(path: JsonPath): void;
}

/** Tries of a `{` that turns out not to start the object, before the reader gives up (as extractJsonObject). */
const MAX_STARTS = 20;

/**
 * Follows the model's JSON object as it arrives and reports its string values, piece by piece, with
 * their path. The parsing is @streamparser/json's (escapes and surrogate pairs split across chunks
 * included); this wrapper adds what a model's answer needs: prose before the first `{` is skipped,
 * and when what follows a `{` is not JSON before any value was reported (`{중괄호가 있는 설명}`), the
 * next `{` is tried. After the root object closes, the rest is ignored. Once it has reported text, a
 * syntax error stops it for good.
 */
export function createJsonStringReader(listener: JsonStringListener) {
  let parser: JSONParser | undefined;
  let starts = 0;
  // Until a value is reported: the text from the current `{` on, to try the next `{` after a failure.
  let pending = '';
  let reported = false;
  let done = false;
  // The string value being read, and how much of it was reported.
  let open: { key: string; sent: number } | undefined;

  function report(path: JsonPath, value: string, partial: boolean) {
    const key = JSON.stringify(path);
    // A value at a new path, or the same key once more (a repeated key starts over).
    if (open?.key !== key) open = { key, sent: 0 };
    if (value.length > open.sent) {
      listener.text(path, value.slice(open.sent));
      reported = true;
      open.sent = value.length;
    }
    if (!partial) {
      listener.end(path);
      open = undefined;
    }
  }

  function newParser(): JSONParser {
    const next = new JSONParser({ emitPartialTokens: true, emitPartialValues: true, keepStack: false });
    next.onValue = ({ value, key, stack, partial }) => {
      if (typeof value !== 'string' || key === undefined) return;
      report([...stack.slice(1).map((frame) => frame.key as string | number), key], value, partial === true);
    };
    next.onEnd = () => {
      done = true;
    };
    return next;
  }

  /** Writes to the parser; false on a syntax error that leaves the reader free to try the next `{`. */
  function write(text: string): boolean {
    try {
      parser!.write(text);
    } catch {
      // Text after the root object, or a broken answer after text was shown: the reader is done.
      if (done || reported) done = true;
      else return false;
    }
    if (reported) pending = '';
    return true;
  }

  /** Starts over at the first `{` of `text`, and at the next one while what follows is not JSON. */
  function startIn(text: string) {
    let rest = text;
    for (let brace = rest.indexOf('{'); brace !== -1 && !done; brace = rest.indexOf('{')) {
      if (starts >= MAX_STARTS) break;
      starts += 1;
      rest = rest.slice(brace);
      parser = newParser();
      pending = rest;
      if (write(rest)) return;
      rest = rest.slice(1);
    }
    parser = undefined;
    pending = '';
    if (starts >= MAX_STARTS) done = true;
  }

  return {
    push(chunk: string) {
      if (done || !chunk) return;
      if (!parser) return startIn(chunk);
      if (!reported) pending += chunk;
      if (!write(chunk)) startIn(pending.slice(1));
    },
  };
}
