import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import panel from '../../components/ui/panel.module.css';
import { cn } from '../../lib/cn.ts';
import styles from './mypage.module.css';

/** One titled card of My page (a labelled region). */
export function Section({
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

/** A card with its row of actions and one main button (the SPEC's 계정 관리 and 콘텐츠 관리). */
export function ManageCard({
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
