import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  RemoveFormatting,
  Strikethrough,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import styles from './rich-text-editor.module.css';

interface Tool {
  label: string;
  icon: LucideIcon;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function askUrl(message: string, current = ''): string | null {
  const value = window.prompt(message, current);
  if (value === null) return null;
  return value.trim();
}

/** Exactly the toolbar of SPEC §2: headings 1–3, bold, italic, underline, strike, lists, link, image, code block, clean. */
const TOOLS: Tool[] = [
  {
    label: '제목 1',
    icon: Heading1,
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    label: '제목 2',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: '제목 3',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: '굵게', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: '기울임',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: '밑줄',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: '취소선',
    icon: Strikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    label: '번호 목록',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: '글머리 목록',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: '링크',
    icon: Link2,
    isActive: (e) => e.isActive('link'),
    run: (e) => {
      const url = askUrl('연결할 주소를 입력해 주세요.', (e.getAttributes('link').href as string | undefined) ?? '');
      if (url === null) return;
      if (url === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    },
  },
  {
    label: '이미지',
    icon: ImagePlus,
    run: (e) => {
      const url = askUrl('이미지 주소를 입력해 주세요.');
      if (url) e.chain().focus().setImage({ src: url }).run();
    },
  },
  {
    label: '코드 블록',
    icon: Code,
    isActive: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    label: '서식 지우기',
    icon: RemoveFormatting,
    run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
  },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => tool.isActive?.(current) ?? false),
  });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="서식">
      {TOOLS.map((tool, index) => {
        const Icon = tool.icon;
        return (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.isActive ? active[index] : undefined}
            onClick={() => tool.run(editor)}
          >
            <Icon aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

/** The blog write page's editor (tiptap), loaded in its own chunk. Reports HTML on every change. */
export function RichTextEditor({ labelId, onChange }: { labelId: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true', class: styles.content! },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  });
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className={styles.area} />
    </div>
  );
}
