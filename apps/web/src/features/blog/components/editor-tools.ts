import type { Editor } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Strikethrough,
  Underline,
  type LucideIcon,
} from 'lucide-react';

/** One toolbar button of a tiptap editor. */
export interface EditorTool {
  label: string;
  icon: LucideIcon;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const HEADING_ICONS = { 1: Heading1, 2: Heading2, 3: Heading3 } as const;

/** A heading button of the given level, labelled for its editor. */
export function headingTool(level: 1 | 2 | 3, label: string): EditorTool {
  return {
    label,
    icon: HEADING_ICONS[level],
    isActive: (e) => e.isActive('heading', { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  };
}

/** The formatting buttons both editors share (the blog editor of SPEC §2 and the post editor). */
export const FORMAT_TOOLS = {
  bold: {
    label: '굵게',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  italic: {
    label: '기울임',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  underline: {
    label: '밑줄',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  strike: {
    label: '취소선',
    icon: Strikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  orderedList: {
    label: '번호 목록',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  bulletList: {
    label: '글머리 목록',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  quote: {
    label: '인용',
    icon: Quote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
} satisfies Record<string, EditorTool>;

/** A URL from a prompt, trimmed; null when the member cancelled. */
export function askUrl(message: string, current = ''): string | null {
  const value = window.prompt(message, current);
  return value === null ? null : value.trim();
}

/**
 * The link button: asks for the address (an empty answer removes the link). `addScheme` turns a bare
 * address ("example.com") into https.
 */
export function linkTool(message: string, { addScheme = false } = {}): EditorTool {
  return {
    label: '링크',
    icon: Link2,
    isActive: (e) => e.isActive('link'),
    run: (e) => {
      const url = askUrl(message, (e.getAttributes('link').href as string | undefined) ?? '');
      if (url === null) return;
      if (url === '') {
        e.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      const href = addScheme && !/^https?:\/\//i.test(url) ? `https://${url}` : url;
      e.chain().focus().extendMarkRange('link').setLink({ href }).run();
    },
  };
}
