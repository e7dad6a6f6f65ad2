/**
 * The result modal's typing effect (SPEC §4): after a 300 ms pause the post's
 * HTML appears character by character, 7–22 ms each, 2 ms for `<` and `>`,
 * 10 ms for spaces. The DOM is built step by step (elements open when their
 * tag is complete, text grows a character at a time), so an image element is
 * created once and never re-created while the rest of the post types in.
 */
export const TYPING_START_DELAY_MS = 300;
export const TYPING_MIN_MS = 7;
export const TYPING_MAX_MS = 22;
export const TYPING_BRACKET_MS = 2;
export const TYPING_SPACE_MS = 10;

/** How long the character takes to appear. `random` is in [0, 1). */
export function typingDelay(char: string, random: () => number = Math.random): number {
  if (char === '<' || char === '>') return TYPING_BRACKET_MS;
  if (/^\s$/.test(char)) return TYPING_SPACE_MS;
  return TYPING_MIN_MS + Math.floor(random() * (TYPING_MAX_MS - TYPING_MIN_MS + 1));
}

/** One step of the typing: what happens once the HTML up to `end` has been typed. */
export type TypingStep =
  | { kind: 'open'; end: number; delay: number; element: Element }
  | { kind: 'void'; end: number; delay: number; element: Element }
  | { kind: 'close'; end: number; delay: number }
  | { kind: 'text'; end: number; delay: number; text: string };

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function delayOf(chunk: string, random: () => number): number {
  let total = 0;
  for (const char of chunk) total += typingDelay(char, random);
  return total;
}

/**
 * A tag's time: its brackets and name as typed, its attributes at the brackets' speed. Attributes are never
 * seen, and a long one (an experience slot's placeholder, the disclosure's label) would otherwise hold the
 * screen still for a second.
 */
function tagDelay(tag: string, random: () => number): number {
  const name = /^<\/?[a-zA-Z0-9-]*/.exec(tag)?.[0] ?? '<';
  const rest = tag.slice(name.length);
  return delayOf(name, random) + [...rest].length * TYPING_BRACKET_MS;
}

/** Index just past the `>` closing the tag that starts at `start` (quotes respected). */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let index = start + 1; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return html.length;
}

/**
 * Splits HTML that was already sanitized into typing steps. Elements are
 * parsed from their own tag text, so they carry exactly the sanitized attributes.
 */
export function typingSteps(html: string, random: () => number = Math.random): TypingStep[] {
  const steps: TypingStep[] = [];
  const template = document.createElement('template');
  let index = 0;
  while (index < html.length) {
    const char = html[index]!;
    if (char === '<') {
      const end = tagEnd(html, index);
      const tag = html.slice(index, end);
      const delay = tagDelay(tag, random);
      if (tag.startsWith('</')) {
        steps.push({ kind: 'close', end, delay });
      } else if (tag.startsWith('<!')) {
        // Comments and doctypes: typed, never shown.
        steps.push({ kind: 'text', end, delay, text: '' });
      } else {
        template.innerHTML = tag;
        const element = template.content.firstElementChild;
        if (element) {
          const isVoid = VOID_ELEMENTS.has(element.localName) || tag.endsWith('/>');
          steps.push({ kind: isVoid ? 'void' : 'open', end, delay, element: element.cloneNode(false) as Element });
        } else {
          steps.push({ kind: 'text', end, delay, text: '' });
        }
      }
      index = end;
      continue;
    }
    if (char === '&') {
      const semicolon = html.indexOf(';', index);
      if (semicolon !== -1 && semicolon - index <= 10) {
        const entity = html.slice(index, semicolon + 1);
        template.innerHTML = entity;
        steps.push({
          kind: 'text',
          end: semicolon + 1,
          delay: delayOf(entity, random),
          text: template.content.textContent ?? entity,
        });
        index = semicolon + 1;
        continue;
      }
    }
    // One whole code point at a time, so emoji never show half.
    const codePoint = html.codePointAt(index)!;
    const text = String.fromCodePoint(codePoint);
    steps.push({ kind: 'text', end: index + text.length, delay: typingDelay(text, random), text });
    index += text.length;
  }
  return steps;
}

/** Builds the DOM of typing steps into a container, one step at a time. */
export class TypingRenderer {
  private readonly stack: Element[];
  private applied = 0;

  constructor(
    private readonly root: Element,
    private readonly steps: TypingStep[],
    /** Turns a freshly typed element (e.g. an image) into what is inserted. */
    private readonly decorate: (element: Element) => Node = (element) => element,
  ) {
    this.stack = [root];
  }

  get done(): boolean {
    return this.applied >= this.steps.length;
  }

  /** Applies the steps up to (not including) `count`. */
  applyUntil(count: number): void {
    while (this.applied < Math.min(count, this.steps.length)) {
      this.apply(this.steps[this.applied]!);
      this.applied += 1;
    }
  }

  private apply(step: TypingStep): void {
    const parent = this.stack.at(-1) ?? this.root;
    switch (step.kind) {
      case 'open': {
        const element = step.element.cloneNode(false) as Element;
        parent.append(element);
        this.stack.push(element);
        break;
      }
      case 'void':
        parent.append(this.decorate(step.element.cloneNode(false) as Element));
        break;
      case 'close':
        if (this.stack.length > 1) this.stack.pop();
        break;
      case 'text': {
        if (!step.text) break;
        const last = parent.lastChild;
        if (last instanceof Text) last.appendData(step.text);
        else parent.append(document.createTextNode(step.text));
        break;
      }
    }
  }

  /** The element new content goes into, where the cursor belongs. */
  get current(): Element {
    return this.stack.at(-1) ?? this.root;
  }
}
