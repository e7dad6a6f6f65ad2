import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The terms and the privacy policy: a lead, a table of contents, numbered sections, the date they apply from. */
export function LegalDocument({
  title,
  lead,
  effectiveDate,
  sections,
}: {
  title: string;
  lead: ReactNode;
  effectiveDate: string;
  sections: LegalSection[];
}) {
  return (
    <PageContainer width="narrow">
      <PageHeader title={title} description={lead} />
      <nav className={styles.toc} aria-label="목차">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.document}>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
        <p className={styles.effective}>시행일: {effectiveDate}</p>
      </div>
      <p className={styles.related}>
        <Link to={paths.terms.getHref()}>서비스 이용약관</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.privacy.getHref()}>개인정보 처리방침</Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.login.getHref()}>로그인</Link>
      </p>
    </PageContainer>
  );
}
