import type { Category } from '@geulgam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  FileText,
  FolderOpen,
  IdCard,
  List,
  LogIn,
  Pencil,
  Trash2,
  UserRound,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { getMeQueryOptions } from '../../features/account/api/get-me.ts';
import { AccountDeleteModal } from '../../features/account/components/account-delete-modal.tsx';
import { BasicInfoModal } from '../../features/account/components/basic-info-modal.tsx';
import { ProfileEditModal } from '../../features/account/components/profile-edit-modal.tsx';
import { MyPostsModal } from '../../features/my-posts/components/my-posts-modal.tsx';
import { clearSessionAfterAccountDeletion } from '../../lib/session.ts';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';
import panel from '../../components/ui/panel.module.css';
import { cn } from '../../lib/cn.ts';
import styles from './mypage.module.css';

type Dialog =
  | { kind: 'info' }
  | { kind: 'edit'; nickname: string; categories: Category[] }
  | { kind: 'delete' }
  | { kind: 'posts' };

function ManageCard({
  icon: Icon,
  title,
  description,
  actions,
  main,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  actions: ReactNode;
  main: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={cn(panel.panel, styles.card)} aria-labelledby={titleId}>
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
      <div className={styles.actions}>{actions}</div>
      <div className={styles.main}>{main}</div>
    </section>
  );
}

export function MypageRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accessToken = useAccessToken();
  const [dialog, setDialog] = useState<Dialog | null>(null);
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
      {dialog?.kind === 'posts' ? <MyPostsModal onClose={close} /> : null}
    </PageContainer>
  );
}
