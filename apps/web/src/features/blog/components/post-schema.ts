import Image from '@tiptap/extension-image';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension, Mark, mergeAttributes, Node } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The tiptap schema of a generated post (the API's render-post.ts): besides headings, lists and links it
 * keeps the post's own blocks — the affiliate disclosure (`aside.disclosure`), figures with captions and
 * credits, the AI-use line, classed lists and experience slots (`p.experience-slot` with its placeholder) —
 * so an edit saves the same structure the post was written with.
 */
export const EXPERIENCE_SLOT_CLASS = 'experience-slot';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function hasClass(value: unknown, name: string): boolean {
  return typeof value === 'string' && value.split(/\s+/).includes(name);
}

/** An experience slot is open while its text is empty or still the placeholder. */
export function isOpenSlotText(text: string, placeholder: string | null | undefined): boolean {
  const own = normalize(text);
  if (!own) return true;
  return placeholder ? own === normalize(placeholder) : false;
}

// A block split with Enter does not pass its class on: a new paragraph after a slot or the tags is plain.
const classAttribute = {
  default: null,
  keepOnSplit: false,
  parseHTML: (element: HTMLElement) => element.getAttribute('class'),
  renderHTML: (attributes: Record<string, unknown>) => (attributes.class ? { class: attributes.class as string } : {}),
};

/** `class` on the blocks the post styles, and the slot's number and placeholder on paragraphs. */
const PostAttributes = Extension.create({
  name: 'postAttributes',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote'],
        attributes: { class: classAttribute },
      },
      {
        types: ['paragraph'],
        attributes: {
          slot: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('data-slot'),
            renderHTML: (attributes) => (attributes.slot ? { 'data-slot': attributes.slot as string } : {}),
          },
          placeholder: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('data-placeholder'),
            renderHTML: (attributes) =>
              attributes.placeholder ? { 'data-placeholder': attributes.placeholder as string } : {},
          },
        },
      },
    ];
  },
});

/** `<aside class="disclosure">`: the affiliate disclosure, a block of its own. */
const Aside = Node.create({
  name: 'aside',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      class: classAttribute,
      label: {
        default: null,
        parseHTML: (element) => element.getAttribute('aria-label'),
        renderHTML: (attributes) => (attributes.label ? { 'aria-label': attributes.label as string } : {}),
      },
    };
  },
  parseHTML: () => [{ tag: 'aside' }],
  renderHTML: ({ HTMLAttributes }) => ['aside', mergeAttributes(HTMLAttributes), 0],
});

/** `<figure class="post-figure"><img><figcaption>…</figcaption></figure>` */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  draggable: true,
  isolating: true,
  addAttributes: () => ({ class: classAttribute }),
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes), 0],
});

const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

/** `<span class="…">` (the picture's credit, hashtags) and `<small>` (the AI-use line). */
const ClassSpan = Mark.create({
  name: 'classSpan',
  addAttributes: () => ({ class: classAttribute }),
  parseHTML: () => [{ tag: 'span[class]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes), 0],
});

const Small = Mark.create({
  name: 'small',
  parseHTML: () => [{ tag: 'small' }],
  renderHTML: () => ['small', 0],
});

/**
 * Experience slots stand out (`openClass`) until the member writes their own words; a click into an open
 * slot selects its placeholder, so typing replaces it.
 */
function experienceSlots({ openClass, filledClass }: { openClass: string; filledClass: string }) {
  return Extension.create({
    name: 'experienceSlots',
    addProseMirrorPlugins() {
      const isSlot = (node: { type: { name: string }; attrs: Record<string, unknown> }) =>
        node.type.name === 'paragraph' && hasClass(node.attrs.class, EXPERIENCE_SLOT_CLASS);
      return [
        new Plugin({
          key: new PluginKey('experienceSlots'),
          props: {
            decorations(state) {
              const decorations: Decoration[] = [];
              state.doc.descendants((node, position) => {
                if (!isSlot(node)) return true;
                const open = isOpenSlotText(node.textContent, node.attrs.placeholder as string | null);
                decorations.push(
                  Decoration.node(position, position + node.nodeSize, {
                    class: open ? openClass : filledClass,
                    'data-slot-state': open ? 'open' : 'filled',
                  }),
                );
                return false;
              });
              return DecorationSet.create(state.doc, decorations);
            },
            handleClick(view, position) {
              const resolved = view.state.doc.resolve(position);
              const node = resolved.parent;
              if (!isSlot(node) || !isOpenSlotText(node.textContent, node.attrs.placeholder as string | null)) {
                return false;
              }
              const selection = TextSelection.create(view.state.doc, resolved.start(), resolved.end());
              view.dispatch(view.state.tr.setSelection(selection));
              return true;
            },
          },
        }),
      ];
    },
  });
}

export function postExtensions(classes: { openClass: string; filledClass: string }) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    Image.configure({ allowBase64: true }),
    PostAttributes,
    Aside,
    Figure,
    Figcaption,
    ClassSpan,
    Small,
    experienceSlots(classes),
  ];
}
