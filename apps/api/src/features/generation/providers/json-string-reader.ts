export type JsonPath = readonly (string | number)[];

export interface JsonStringListener {
  /** A piece of the string value at `path` (keys are not reported). */
  text(path: JsonPath, piece: string): void;
  /** The string value at `path` is complete. */
  end(path: JsonPath): void;
}

type Frame =
  | { kind: 'object'; key: string | null; expect: 'key' | 'colon' | 'value' | 'comma' }
  | { kind: 'array'; index: number; expect: 'value' | 'comma' };

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const SCALAR_CHAR = /[-+.0-9a-zA-Z]/;

/**
 * A forgiving incremental JSON reader: skips any prose before the first `{`, and when what follows
 * is not JSON before any value was reported (`{중괄호가 있는 설명}`), looks for the next `{`.
 * After the root object closes, the rest is ignored. Once it has reported text, a syntax error
 * stops it for good.
 */
export function createJsonStringReader(listener: JsonStringListener) {
  const stack: Frame[] = [];
  let started = false;
  let finished = false;
  let failed = false;
  let reported = false;
  let string: { isKey: boolean; path: JsonPath; buffer: string } | null = null;
  let escape: string | null = null; // '' after a backslash, then the \u digits so far
  let scalar = false;

  const path = (): (string | number)[] =>
    stack.map((frame) => (frame.kind === 'object' ? (frame.key ?? '') : frame.index));

  function fail() {
    if (reported) {
      failed = true;
      return;
    }
    stack.length = 0;
    started = false;
    string = null;
    escape = null;
    scalar = false;
  }

  /** A value (string, scalar, object or array) finished inside the current frame. */
  function valueDone() {
    const frame = stack.at(-1);
    if (!frame) {
      finished = true;
      return;
    }
    frame.expect = 'comma';
  }

  function flushString() {
    if (!string || string.isKey || !string.buffer) return;
    listener.text(string.path, string.buffer);
    reported = true;
    string.buffer = '';
  }

  function stringChar(char: string) {
    const current = string!;
    if (escape !== null) {
      if (escape === '') {
        if (char === 'u') {
          escape = 'u';
          return;
        }
        const decoded = ESCAPES[char];
        escape = null;
        if (decoded === undefined) return fail();
        current.buffer += decoded;
        return;
      }
      if (!/[0-9a-fA-F]/.test(char)) return fail();
      escape += char;
      if (escape.length === 5) {
        current.buffer += String.fromCharCode(parseInt(escape.slice(1), 16));
        escape = null;
      }
      return;
    }
    if (char === '\\') {
      escape = '';
      return;
    }
    if (char !== '"') {
      current.buffer += char;
      return;
    }
    // The string is complete.
    string = null;
    const frame = stack.at(-1);
    if (current.isKey) {
      if (frame?.kind === 'object') {
        frame.key = current.buffer;
        frame.expect = 'colon';
      }
      return;
    }
    if (current.buffer) {
      listener.text(current.path, current.buffer);
      reported = true;
    }
    listener.end(current.path);
    valueDone();
  }

  function startValue(char: string) {
    if (char === '"') {
      string = { isKey: false, path: path(), buffer: '' };
    } else if (char === '{') {
      stack.push({ kind: 'object', key: null, expect: 'key' });
    } else if (char === '[') {
      stack.push({ kind: 'array', index: 0, expect: 'value' });
    } else if (SCALAR_CHAR.test(char)) {
      scalar = true;
    } else {
      fail();
    }
  }

  function structuralChar(char: string) {
    if (scalar) {
      if (SCALAR_CHAR.test(char)) return;
      scalar = false;
      valueDone();
    }
    if (/\s/.test(char)) return;
    const frame = stack.at(-1);
    if (!frame) return fail();
    if (frame.kind === 'object') {
      if (frame.expect === 'key') {
        if (char === '"') string = { isKey: true, path: [], buffer: '' };
        else if (char === '}') closeFrame();
        else fail();
      } else if (frame.expect === 'colon') {
        if (char === ':') frame.expect = 'value';
        else fail();
      } else if (frame.expect === 'value') {
        startValue(char);
      } else if (char === ',') {
        frame.expect = 'key';
        frame.key = null;
      } else if (char === '}') {
        closeFrame();
      } else {
        fail();
      }
      return;
    }
    if (frame.expect === 'value') {
      if (char === ']') closeFrame();
      else startValue(char);
    } else if (char === ',') {
      frame.index += 1;
      frame.expect = 'value';
    } else if (char === ']') {
      closeFrame();
    } else {
      fail();
    }
  }

  function closeFrame() {
    stack.pop();
    valueDone();
  }

  return {
    push(chunk: string) {
      for (const char of chunk) {
        if (finished || failed) return;
        if (!started) {
          if (char === '{') {
            started = true;
            stack.push({ kind: 'object', key: null, expect: 'key' });
          }
          continue;
        }
        if (string) stringChar(char);
        else structuralChar(char);
      }
      // Report what a string holds so far, so a value split over many chunks streams too.
      if (!finished && !failed) flushString();
    },
  };
}
