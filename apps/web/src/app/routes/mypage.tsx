import type { Category, ExportFormat, MyPostItem, PostDetail } from '@geulgam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  BookOpen,
  Check,
  Copy,
  FileDown,
  FileText,
  FolderOpen,
  IdCard,
  Link2,
  List,
  LogIn,
  Pencil,
  PencilLine,
  Trash2,
  UserRound,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import panel from '../../components/ui/panel.module.css';
import { paths } from '../../config/paths.ts';
import { getMeQueryOptions } from '../../features/account/api/get-me.ts';
import { AccountDeleteModal } from '../../features/account/components/account-delete-modal.tsx';
import { BasicInfoModal } from '../../features/account/components/basic-info-modal.tsx';
import { ProfileEditModal } from '../../features/account/components/profile-edit-modal.tsx';
import { useCopyPost } from '../../features/generation/api/copy-post.ts';
import { useDownloadPdf } from '../../features/generation/api/download-pdf.ts';
import { useExportPost } from '../../features/generation/api/export-post.ts';
import { clipboardContent } from '../../features/generation/lib/post-content.ts';
import { WordpressConnection } from '../../features/integrations/components/wordpress-connection.tsx';
import { invalidateMyPosts } from '../../features/my-posts/api/my-posts-keys.ts';
import { ExportMenu } from '../../features/my-posts/components/export-menu.tsx';
import { MyPostsModal } from '../../features/my-posts/components/my-posts-modal.tsx';
import { MyPostsTable } from '../../features/my-posts/components/my-posts-table.tsx';
import { PostDeleteModal } from '../../features/my-posts/components/post-delete-modal.tsx';
import { cn } from '../../lib/cn.ts';
import { clearSessionAfterAccountDeletion } from '../../lib/session.ts';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';
import { LazyPostEditor } from '../post-editor.ts';
import styles from './mypage.module.css';

// The result modal (typing, editor, versions) loads when a post is opened.
const ResultModal = lazy(() =>
  import('../../features/generation/components/result-modal.tsx').then((m) => ({ default: m.ResultModal })),
);

export const MYPAGE_MESSAGES = {
  copied: '본문을 서식과 함께 복사했어요. 제목은 블로그 제목 칸에 따로 붙여 넣어 주세요.',
  copyDenied: '복사하지 못했어요. 브라우저의 클립보드 권한을 확인해 주세요.',
  pdfFailed: 'PDF를 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
  exportFailed: '파일로 내보내지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

type Dialog =
  | { kind: 'info' }
  | { kind: 'edit'; nickname: string; categories: Category[] }
  | { kind: 'delete' }
  | { kind: 'posts' }
  | { kind: 'post'; post: MyPostItem }
  | { kind: 'delete-post'; post: MyPostItem };

/** A post open in the result modal: to read (with its versions) or straight in the editor. */
interface Reading {
  post: PostDetail;
  editing: boolean;
}

function Section({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={cn(panel.panel, styles.card, className)} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon />
        </span>
        <div className={styles.cardText}>
          <h2 id={titleId} className={styles.cardTitle}>
            {title}
          </h2>
          <p className={styles.cardDescription}>{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function ManageCard({
  actions,
  main,
  ...section
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  actions: ReactNode;
  main: ReactNode;
}) {
  return (
    <Section {...section}>
      <div className={styles.actions}>{actions}</div>
      <div className={styles.main}>{main}</div>
    </Section>
  );
}

/**
 * The tools of one post in My page's detail view: copy (the body as HTML and plain text, open experience
 * slots left out), open and edit in the result modal, PDF, and export. Copy, PDF and export are the
 * generation feature's mutations; the copy count refreshes My page's lists.
 */
function PostTools({
  post,
  onOpen,
  onEdit,
  onCopyRecorded,
}: {
  post: PostDetail;
  onOpen: (post: PostDetail) => void;
  onEdit: (post: PostDetail) => void;
  onCopyRecorded: () => void;
}) {
  const copyPost = useCopyPost({ onRecorded: onCopyRecorded });
  const pdf = useDownloadPdf();
  const exporter = useExportPost();

  const copy = () => copyPost.mutate({ id: post.id, ...clipboardContent(post.content) });
  const exportAs = (format: ExportFormat) => exporter.mutate({ id: post.id, title: post.title, format });

  return (
    <>
      <Button size="sm" onClick={copy} disabled={copyPost.isPending}>
        <Copy aria-hidden="true" />
        복사하기
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onOpen(post)}>
        <BookOpen aria-hidden="true" />
        열기
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onEdit(post)}>
        <PencilLine aria-hidden="true" />
        편집하기
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => pdf.mutate({ id: post.id, title: post.title })}
        disabled={pdf.isPending}
      >
        <FileDown aria-hidden="true" />
        {pdf.isPending ? '다운로드 중…' : 'PDF'}
      </Button>
      <ExportMenu onExport={exportAs} busy={exporter.isPending} />
      {copyPost.isSuccess ? (
        <p className={styles.toolsMessage} role="status">
          <Check aria-hidden="true" />
          {MYPAGE_MESSAGES.copied}
        </p>
      ) : null}
      {copyPost.isError ? (
        <Notice tone="error" className={styles.toolsNotice}>
          {MYPAGE_MESSAGES.copyDenied}
        </Notice>
      ) : null}
      {pdf.isError ? (
        <Notice tone="error" className={styles.toolsNotice}>
          {MYPAGE_MESSAGES.pdfFailed}
        </Notice>
      ) : null}
      {exporter.isError ? (
        <Notice tone="error" className={styles.toolsNotice}>
          {MYPAGE_MESSAGES.exportFailed}
        </Notice>
      ) : null}
    </>
  );
}

export function MypageRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accessToken = useAccessToken();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const [listPage, setListPage] = useState(1);
  const [openingEdit, setOpeningEdit] = useState(false);
  const [saved, setSaved] = useState(false);
  const refreshMyPosts = useCallback(() => void invalidateMyPosts(queryClient), [queryClient]);

  const open = (next: Dialog) => {
    setSaved(false);
    setDialog(next);
  };
  const close = () => setDialog(null);

  // The edit dialog starts from the current profile; if it cannot be loaded it starts empty (SPEC §8: silent).
  const openEdit = async () => {
    if (openingEdit) return;
    setDialog(null);
    setSaved(false);
    setOpeningEdit(true);
    const profile = await queryClient.fetchQuery(getMeQueryOptions()).catch(() => null);
    setOpeningEdit(false);
    setDialog({ kind: 'edit', nickname: profile?.nickname ?? '', categories: profile?.categories ?? [] });
  };

  const onDeleted = () => {
    clearSessionAfterAccountDeletion();
    void navigate(paths.login.getHref(), { replace: true });
  };

  const header = <PageHeader title="마이페이지" description="내 정보와 지금까지 만든 글을 관리할 수 있어요." />;

  if (!accessToken) {
    return (
      <PageContainer>
        {header}
        <div className={styles.signedOut}>
          <p>로그인하면 내 정보와 만든 콘텐츠를 관리할 수 있어요.</p>
          <Link to={paths.login.getHref()} className={buttonClassName()}>
            <LogIn aria-hidden="true" />
            로그인하러 가기
          </Link>
        </div>
      </PageContainer>
    );
  }

  const openPosts = () => open({ kind: 'posts' });
  const detailActions = (post: PostDetail) => (
    <PostTools
      post={post}
      onOpen={(target) => setReading({ post: target, editing: false })}
      onEdit={(target) => setReading({ post: target, editing: true })}
      onCopyRecorded={refreshMyPosts}
    />
  );

  return (
    <PageContainer>
      {header}
      {saved ? (
        <Notice tone="success" className={styles.saved}>
          프로필을 수정했어요.
        </Notice>
      ) : null}

      <div className={styles.cards}>
        <ManageCard
          icon={UserRound}
          title="계정 관리"
          description="내 정보를 확인하고 닉네임과 관심사를 바꿀 수 있어요."
          actions={
            <>
              <Button variant="secondary" onClick={() => open({ kind: 'info' })}>
                <IdCard aria-hidden="true" />
                기본 정보 보기
              </Button>
              <Button variant="secondary" onClick={openEdit} disabled={openingEdit}>
                <Pencil aria-hidden="true" />
                {openingEdit ? '불러오는 중…' : '닉네임·관심사 수정'}
              </Button>
              <Button variant="secondary" onClick={() => open({ kind: 'delete' })}>
                <UserX aria-hidden="true" />
                회원 탈퇴
              </Button>
            </>
          }
          main={
            <Button block onClick={() => open({ kind: 'info' })}>
              회원 정보 관리
            </Button>
          }
        />
        <ManageCard
          icon={FolderOpen}
          title="콘텐츠 관리"
          description="지금까지 만든 블로그 글을 모아 보고 관리할 수 있어요."
          actions={
            <>
              <Button variant="secondary" onClick={openPosts}>
                <List aria-hidden="true" />
                목록
              </Button>
              <Button variant="secondary" onClick={openPosts}>
                <FileText aria-hidden="true" />
                상세
              </Button>
              <Button variant="secondary" onClick={openPosts}>
                <Trash2 aria-hidden="true" />
                삭제
              </Button>
            </>
          }
          main={
            <Button block onClick={openPosts}>
              내 콘텐츠 관리
            </Button>
          }
        />
      </div>

      <Section
        icon={FileText}
        title="내 콘텐츠"
        description="키워드마다 가장 최근 버전을 보여 드려요. 상세에서 복사하고, 고치고, 파일로 내보낼 수 있어요."
        className={styles.wide}
      >
        <MyPostsTable
          page={listPage}
          onPageChange={setListPage}
          onDetail={(post) => open({ kind: 'post', post })}
          onDelete={(post) => open({ kind: 'delete-post', post })}
          caption="내 콘텐츠"
          pagerLabel="내 콘텐츠 목록 페이지"
        />
      </Section>

      <Section
        icon={Link2}
        title="연동"
        description="워드프레스 사이트를 연결하면 글 보기 화면에서 바로 발행할 수 있어요."
        className={styles.wide}
      >
        <WordpressConnection />
      </Section>

      {dialog?.kind === 'info' ? (
        <BasicInfoModal onClose={close} onEdit={openEdit} onDelete={() => open({ kind: 'delete' })} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ProfileEditModal
          initialNickname={dialog.nickname}
          initialCategories={dialog.categories}
          onClose={close}
          onSaved={() => {
            close();
            setSaved(true);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? <AccountDeleteModal onClose={close} onDeleted={onDeleted} /> : null}
      {dialog?.kind === 'posts' ? <MyPostsModal onClose={close} detailActions={detailActions} /> : null}
      {dialog?.kind === 'post' ? (
        <MyPostsModal key={dialog.post.id} onClose={close} initialPost={dialog.post} detailActions={detailActions} />
      ) : null}
      {dialog?.kind === 'delete-post' ? <PostDeleteModal post={dialog.post} onClose={close} onDeleted={close} /> : null}
      {reading ? (
        <Suspense fallback={null}>
          <ResultModal
            key={`${reading.post.id}-${reading.editing}`}
            keywordTitle={reading.post.title}
            // A stored post: it shows at once (no typing), with its versions and the editor.
            state={{ phase: 'ready', postId: reading.post.id, fromCache: false, streamed: true, preview: [] }}
            onClose={() => {
              setReading(null);
              // An edit or a copy in the modal changes what My page shows.
              refreshMyPosts();
            }}
            onCopyRecorded={refreshMyPosts}
            Editor={LazyPostEditor}
            openInEditor={reading.editing}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
