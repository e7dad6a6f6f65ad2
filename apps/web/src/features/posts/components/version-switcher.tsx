import type { PostDetail, PostLength, PostVersion, Tone } from '@geulgam/contracts';
import styles from './post-desk.module.css';
import { LENGTH_LABELS, TONE_LABELS } from './regenerate-options.tsx';

function versionLabel(version: { version: number; tone: Tone; length: PostLength; edited: boolean }): string {
  return `${version.version}번째 · ${TONE_LABELS[version.tone]} · ${LENGTH_LABELS[version.length]}${version.edited ? ' · 편집함' : ''}`;
}

/** The keyword's versions, newest first; the shown post is listed even before the list knows it. */
export function VersionSwitcher({
  current,
  versions,
  disabled,
  onChoose,
}: {
  current: PostDetail;
  versions: PostVersion[];
  disabled: boolean;
  onChoose: (id: number) => void;
}) {
  return (
    <label className={styles.versions}>
      <span className={styles.compactLabel}>버전</span>
      <select value={current.id} onChange={(event) => onChoose(Number(event.target.value))} disabled={disabled}>
        {versions.some((version) => version.id === current.id) ? null : (
          <option value={current.id}>{versionLabel(current)}</option>
        )}
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {versionLabel(version)}
          </option>
        ))}
      </select>
    </label>
  );
}
