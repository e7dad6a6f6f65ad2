import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Shown above the title, e.g. the brand logo on the home page. */
  eyebrow?: ReactNode;
  /** Controls on the right (or below, on narrow screens). */
  actions?: ReactNode;
  /** The browser tab title; defaults to the heading. */
  documentTitle?: string;
}

/** The page's one `<h1>`, its lead line, and the document title. */
export function PageHeader({ title, description, eyebrow, actions, documentTitle }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <title>{`${documentTitle ?? title} | 글감`}</title>
      <div className={styles.text}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
