import { useMemo } from 'react';
import { cn } from '../../../lib/cn.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import styles from './admin-ui.module.css';

/** A post body (HTML from the server), sanitized, in the console's reading style. */
export function SafeHtml({ html, className, label }: { html: string; className?: string; label?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={cn(styles.html, className)}
      aria-label={label}
      role={label ? 'region' : undefined}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
