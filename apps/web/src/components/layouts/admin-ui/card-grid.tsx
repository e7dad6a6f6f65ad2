import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import styles from './admin-ui.module.css';

/**
 * The console's card list; `stale` dims it while the next page loads over the previous one, `wide`
 * gives each card more room (fewer columns).
 */
export function CardGrid(props: { label: string; stale?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <ul
      role="list"
      className={cn(styles.cardGrid, props.wide && styles.cardGridWide, props.stale && styles.stale)}
      aria-label={props.label}
    >
      {props.children}
    </ul>
  );
}
