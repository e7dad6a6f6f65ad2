import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import styles from './admin-ui.module.css';

/** The console's card list; `stale` dims it while the next page loads over the previous one. */
export function CardGrid(props: { label: string; stale?: boolean; children: ReactNode }) {
  return (
    <ul role="list" className={cn(styles.cardGrid, props.stale && styles.stale)} aria-label={props.label}>
      {props.children}
    </ul>
  );
}
