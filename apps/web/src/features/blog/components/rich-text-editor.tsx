import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Code, ImagePlus, RemoveFormatting } from 'lucide-react';
import { askUrl, FORMAT_TOOLS, headingTool, linkTool, type EditorTool } from './editor-tools.ts';
import styles from './rich-text-editor.module.css';
import { ToolButtons } from './tool-buttons.tsx';

/** Exactly the toolbar of SPEC §2: headings 1–3, bold, italic, underline, strike, lists, link, image, code block, clean. */
const TOOLS: EditorTool[] = [
  headingTool(1, '제목 1'),
  headingTool(2, '제목 2'),
  headingTool(3, '제목 3'),
  FORMAT_TOOLS.bold,
  FORMAT_TOOLS.italic,
  FORMAT_TOOLS.underline,
  FORMAT_TOOLS.strike,
  FORMAT_TOOLS.orderedList,
  FORMAT_TOOLS.bulletList,
  linkTool('연결할 주소를 입력해 주세요.'),
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
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="서식">
      <ToolButtons editor={editor} tools={TOOLS} className={styles.tool} />
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
