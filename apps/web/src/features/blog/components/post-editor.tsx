import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { ImagePlus, Images, Pilcrow, Redo2, Undo2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FORMAT_TOOLS, headingTool, linkTool, type EditorTool } from './editor-tools.ts';
import { insertImageAfterSelection } from './insert-image.ts';
import { imageFileToDataUrl, ImageTooLarge } from './image-data-url.ts';
import styles from './post-editor.module.css';
import { ToolButtons } from './tool-buttons.tsx';
import { postExtensions } from './post-schema.ts';

/** What the result modal gives the editor (its `PostEditorProps`; the route passes this component in). */
export interface PostEditorProps {
  /** The post's sanitized HTML to start from. */
  initialHtml: string;
  /** The post's own pictures, offered besides an upload. */
  images: string[];
  /** Id of the element that names the editing area. */
  labelId: string;
  onChange: (html: string) => void;
}

export const EDITOR_MESSAGES = {
  linkPrompt: '연결할 주소를 입력해 주세요. 비우면 링크를 없애요.',
  imageTooLarge: '사진이 너무 커요. 더 작은 사진을 골라 주세요.',
  imageUnreadable: '이 파일은 사진으로 읽을 수 없어요.',
  slotHint: '점선 칸은 나의 경험을 적는 자리예요. 칸을 누르고 그대로 입력하면 안내 문구가 바뀌어요.',
} as const;

const TOOLS: EditorTool[] = [
  {
    label: '본문',
    icon: Pilcrow,
    isActive: (e) => e.isActive('paragraph') && !e.isActive('listItem'),
    run: (e) => e.chain().focus().setParagraph().run(),
  },
  headingTool(2, '큰 제목'),
  headingTool(3, '작은 제목'),
  FORMAT_TOOLS.bold,
  FORMAT_TOOLS.italic,
  FORMAT_TOOLS.underline,
  FORMAT_TOOLS.bulletList,
  FORMAT_TOOLS.orderedList,
  FORMAT_TOOLS.quote,
  linkTool(EDITOR_MESSAGES.linkPrompt, { addScheme: true }),
  { label: '되돌리기', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: '다시 실행', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor, images }: { editor: Editor; images: string[] }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pickerId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    try {
      const src = await imageFileToDataUrl(file);
      insertImageAfterSelection(editor, { src, alt: '내 사진' });
    } catch (error) {
      setProblem(error instanceof ImageTooLarge ? EDITOR_MESSAGES.imageTooLarge : EDITOR_MESSAGES.imageUnreadable);
    }
  };

  return (
    <div className={styles.toolbarWrap}>
      <div className={styles.toolbar} role="toolbar" aria-label="서식">
        <ToolButtons editor={editor} tools={TOOLS} className={styles.tool} />
        <button
          type="button"
          className={styles.tool}
          aria-label="내 사진 올리기"
          title="내 사진 올리기"
          onClick={() => fileRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
        </button>
        {images.length > 0 ? (
          <button
            type="button"
            className={styles.tool}
            aria-label="글의 사진 넣기"
            title="글의 사진 넣기"
            aria-expanded={picking}
            aria-controls={pickerId}
            onClick={() => setPicking((open) => !open)}
          >
            <Images aria-hidden="true" />
          </button>
        ) : null}
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="올릴 사진 파일"
          onChange={(event) => void upload(event)}
        />
      </div>
      {picking ? (
        <div id={pickerId} className={styles.picker} role="group" aria-label="글의 사진">
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              className={styles.pick}
              onClick={() => {
                insertImageAfterSelection(editor, { src, alt: `글의 사진 ${index + 1}` });
                setPicking(false);
              }}
            >
              <img src={src} alt={`글의 사진 ${index + 1} 넣기`} />
            </button>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The result modal's editor (tiptap, loaded in its own chunk): headings, lists, links, quotes, pictures
 * (an upload as a data URL or one of the post's), with the post's own blocks kept and experience slots
 * highlighted until the member fills them. Reports HTML on every change.
 */
export function PostEditor({ initialHtml, images, labelId, onChange }: PostEditorProps) {
  const hintId = useId();
  const editor = useEditor({
    extensions: postExtensions({ openClass: styles.slotOpen!, filledClass: styles.slotFilled! }),
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        role: 'textbox',
        'aria-multiline': 'true',
        class: styles.content!,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    immediatelyRender: true,
  });
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} images={images} />
      <p id={hintId} className={styles.hint}>
        {EDITOR_MESSAGES.slotHint}
      </p>
      <EditorContent editor={editor} className={styles.area} data-testid="post-editor" />
    </div>
  );
}

export default PostEditor;
