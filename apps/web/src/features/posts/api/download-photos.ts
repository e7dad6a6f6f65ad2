import { apiPaths } from '@geulgam/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { downloadPostFile } from './download-file.ts';

/** GET /api/posts/{id}/photos/ — the post's pictures and their credits (credits.txt) in one zip. */
export function useDownloadPhotos() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string | null | undefined }) =>
      downloadPostFile({
        path: apiPaths.postPhotos(id),
        accept: 'application/zip, */*',
        id,
        title,
        extension: 'zip',
      }),
  });
}
