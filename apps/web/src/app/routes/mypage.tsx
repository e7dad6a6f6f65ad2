import type { Category, MyPostItem, PostDetail } from '@geulgam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, FolderOpen, IdCard, Link2, List, Pencil, Trash2, UserRound, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { SignedOutPanel } from '../../components/ui/signed-out-panel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { getMeQueryOptions } from '../../features/account/api/get-me.ts';
import { AccountDeleteModal } from '../../features/account/components/account-delete-modal.tsx';
import { BasicInfoModal } from '../../features/account/components/basic-info-modal.tsx';
import { ProfileEditModal } from '../../features/account/components/profile-edit-modal.tsx';
import { WordpressConnection } from '../../features/integrations/components/wordpress-connection.tsx';
import { MyPostsModal } from '../../features/posts/components/my-posts-modal.tsx';
import { MyPostsTable } from '../../features/posts/components/my-posts-table.tsx';
import { PostDeleteModal } from '../../features/posts/components/post-delete-modal.tsx';
import { clearSessionAfterAccountDeletion } from '../../lib/session.ts';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';
import { LazyPostEditor } from '../post-editor.ts';
import { ManageCard, Section } from './mypage-sections.tsx';
import styles from './mypage.module.css';

// The desk (typing, editor, versions) loads when a post is opened.
const PostDesk = lazy(() => import('../../features/posts/components/post-desk.tsx'));

type Dialog =
  | { kind: 'info' }
  | { kind: 'edit'; nickname: string; categories: Category[] }
  | { kind: 'delete' }
  | { kind: 'posts' }
  | { kind: 'post'; post: MyPostItem }
  | { kind: 'delete-post'; post: MyPostItem };

/** A post open in the desk: to read (with its versions) or straight in the editor. */
interface Reading {
  post: PostDetail;
  editing: boolean;
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
        <SignedOutPanel>로그인하면 내 정보와 만든 콘텐츠를 관리할 수 있어요.</SignedOutPanel>
      </PageContainer>
    );
  }

  const openPosts = () => open({ kind: 'posts' });
  const openPost = (post: PostDetail, editing: boolean) => setReading({ post, editing });

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
      {dialog?.kind === 'posts' ? <MyPostsModal onClose={close} onOpenPost={openPost} /> : null}
      {dialog?.kind === 'post' ? (
        <MyPostsModal key={dialog.post.id} onClose={close} initialPost={dialog.post} onOpenPost={openPost} />
      ) : null}
      {dialog?.kind === 'delete-post' ? <PostDeleteModal post={dialog.post} onClose={close} onDeleted={close} /> : null}
      {reading ? (
        <Suspense fallback={null}>
          <PostDesk
            key={`${reading.post.id}-${reading.editing}`}
            keywordTitle={reading.post.keyword_title ?? '-'}
            // A stored post shows at once (no typing), with its versions and the editor.
            postId={reading.post.id}
            onClose={() => setReading(null)}
            Editor={LazyPostEditor}
            openInEditor={reading.editing}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
