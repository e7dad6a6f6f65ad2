import type { ExportFormat } from '@geulgam/contracts';
import { apiPaths } from '@geulgam/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { downloadPostFile } from './download-file.ts';

const ACCEPT: Record<ExportFormat, string> = {
  md: 'text/markdown',
  html: 'text/html',
  txt: 'text/plain',
};

/** GET /api/posts/{id}/export/?format=… — the post (the member's edit when there is one) as a file. */
export function exportPost(id: number, title: string | null | undefined, format: ExportFormat): Promise<string> {
  return downloadPostFile({
    path: apiPaths.postExport(id),
    query: { format },
    accept: `${ACCEPT[format]}, */*`,
    id,
    title,
    extension: format,
  });
}

export function useExportPost() {
  return useMutation({
    mutationFn: ({ id, title, format }: { id: number; title: string | null | undefined; format: ExportFormat }) =>
      exportPost(id, title, format),
  });
}
