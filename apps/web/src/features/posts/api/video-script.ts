import { apiPaths, videoScript, type VideoScript } from '@geulgam/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { downloadPostFile } from './download-file.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/posts/{id}/video-script/ — a 45–60 s vertical-video script built from the post. */
export async function getVideoScript(id: number, signal?: AbortSignal): Promise<VideoScript> {
  const body = await memberApi.get<unknown>(apiPaths.postVideoScript(id), { query: { format: 'json' }, signal });
  return videoScript.parse(body);
}

export function useVideoScript(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postsKeys.videoScript(id),
    queryFn: ({ signal }) => getVideoScript(id, signal),
    enabled,
  });
}

/** The captions with their timings, as an .srt file. */
export function useDownloadSrt() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string | null | undefined }) =>
      downloadPostFile({
        path: apiPaths.postVideoScript(id),
        query: { format: 'srt' },
        accept: 'application/x-subrip, text/plain, */*',
        id,
        title,
        extension: 'srt',
      }),
  });
}

/** The script itself (narration, captions and their seconds) as a .json file, for tools that read it. */
export function useDownloadScriptJson() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string | null | undefined }) =>
      downloadPostFile({
        path: apiPaths.postVideoScript(id),
        query: { format: 'json' },
        accept: 'application/json',
        id,
        title: `${title?.trim() || `post-${id}`} 영상 대본`,
        extension: 'json',
      }),
  });
}

/** The script as plain text, for pasting into a video editor's notes. */
export function videoScriptText(script: VideoScript): string {
  const part = (
    label: string,
    item: { narration: string; caption: string; seconds: number; captions?: { text: string }[] },
  ) =>
    [
      `[${label} · ${formatSeconds(item.seconds)}]`,
      item.narration,
      ...(item.captions ?? [{ text: item.caption }]).map((caption) => `자막: ${caption.text.replace(/\n/g, ' ')}`),
    ].join('\n');
  return [
    `영상 대본 (약 ${formatSeconds(script.duration_s)})`,
    part('도입', script.hook),
    ...script.beats.map((beat, index) => part(`장면 ${index + 1}`, beat)),
    part('마무리', script.cta),
  ].join('\n\n');
}

export function formatSeconds(seconds: number): string {
  const rounded = Math.round(seconds * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}초`;
}
