import { Paperclip } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import styles from './blog-write.module.css';

// The rich-text editor (tiptap and ProseMirror) is its own chunk, loaded only on this page.
const RichTextEditor = lazy(() =>
  import('../../features/blog/components/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());

/** The local-only write form (SPEC §2): nothing is sent; submitting lists the values and goes to the blog list. */
export function BlogWriteRoute() {
  const navigate = useNavigate();
  const contentLabelId = useId();
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dates] = useState(() => ({ created: today(), modified: today() }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) return;
    window.alert(
      [
        '작성한 내용을 확인해 주세요.',
        '',
        `제목: ${title.trim()}`,
        `작성자: ${author.trim() || '-'}`,
        `작성일: ${dates.created}`,
        `수정일: ${dates.modified}`,
        `내용: ${content || '(내용 없음)'}`,
        `첨부 파일: ${file?.name ?? '없음'}`,
      ].join('\n'),
    );
    void navigate(paths.blogList.getHref());
  };

  return (
    <div className={styles.page}>
      <PageHeader title="블로그 글쓰기" description="제목과 내용을 입력해 새 글을 작성해 보세요." />
      <form className={styles.form} onSubmit={submit}>
        <TextField label="제목" name="title" required value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField label="작성자 (선택)" name="author" value={author} onChange={(e) => setAuthor(e.target.value)} />
        <div className={styles.dates}>
          <p>
            작성일 <time dateTime={dates.created}>{dates.created}</time>
          </p>
          <p>
            수정일 <time dateTime={dates.modified}>{dates.modified}</time>
          </p>
        </div>
        <div className={styles.field}>
          <span id={contentLabelId} className={styles.label}>
            내용
          </span>
          <Suspense fallback={<div className={styles.editorLoading}>편집기를 불러오는 중이에요…</div>}>
            <RichTextEditor labelId={contentLabelId} onChange={setContent} />
          </Suspense>
        </div>
        <label className={styles.file}>
          <span className={styles.label}>
            <Paperclip aria-hidden="true" />
            첨부 파일 (선택, 1개)
          </span>
          <input type="file" name="attachment" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <Button type="submit" size="lg" block>
          글 등록하기
        </Button>
      </form>
    </div>
  );
}
