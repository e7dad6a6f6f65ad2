/**
 * The progress line while a post is written (the stream has no stage events, so the stage is read
 * from what the member sees): no draft yet → the writer is reading the articles; the draft growing → writing;
 * a draft that stopped growing for a moment → the server is picking images and products.
 */
export type GenerationStage = 'reading' | 'writing' | 'finishing';

export const STAGE_LABELS: Record<GenerationStage, string> = {
  reading: '기사 읽는 중',
  writing: '글 쓰는 중',
  finishing: '이미지·상품 고르는 중',
};

/** A draft that has not grown for this long is done being written. */
export const DRAFT_QUIET_MS = 1_500;

export function generationStage(hasDraft: boolean, sinceDraftChangedMs: number): GenerationStage {
  if (!hasDraft) return 'reading';
  return sinceDraftChangedMs >= DRAFT_QUIET_MS ? 'finishing' : 'writing';
}

/** 7초, 1분 2초 … */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}초`;
  const rest = seconds % 60;
  return rest === 0 ? `${seconds / 60}분` : `${Math.floor(seconds / 60)}분 ${rest}초`;
}
