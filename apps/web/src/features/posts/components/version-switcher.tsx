import type { PostDetail, PostLength, PostVersion, Tone } from '@geulgam/contracts';
import styles from './post-desk.module.css';
import { LENGTH_LABELS, TONE_LABELS } from './regenerate-options.tsx';

type Labelled = { version: number; tone: Tone; length: PostLength; edited: boolean } & Partial<
  Pick<PostVersion, 'published' | 'representative'>
>;

/** "버전 2 · 합니다체 · 짧게 · 대표 · 편집함 · 발행함": what the version is, then what the member did with it. */
export function versionLabel(version: Labelled): string {
  const marks = [
    version.representative ? '대표' : null,
    version.edited ? '편집함' : null,
    version.published ? '발행함' : null,
  ].filter(Boolean);
  return [`버전 ${version.version}`, TONE_LABELS[version.tone], LENGTH_LABELS[version.length], ...marks].join(' · ');
}

/** The keyword's versions, newest first, the 대표 one marked; the shown post is listed even before the list knows it. */
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
