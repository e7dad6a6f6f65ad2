import type { ExportFormat } from '@geulgam/contracts';
import { escapeHtml, sanitizePostHtml } from '../../../shared/html.ts';
import { htmlToBlocks } from '../post-blocks.ts';
import { blocksToMarkdown } from './post-markdown.ts';
import { blocksToPlainText } from './post-text.ts';

export interface ExportablePost {
  id: number;
  title: string;
  /** Stored post HTML (the member's edit when there is one); sanitized again here. */
  html: string;
  createdAt: Date;
}

export interface ExportFile {
  body: string;
  contentType: string;
  extension: string;
}

// Enough to read comfortably when the file is opened on its own or pasted into a blog's HTML view.
const STANDALONE_CSS = [
  'body{margin:0;background:#fff;color:#1f2328;font-family:Pretendard,"Noto Sans KR","Apple SD Gothic Neo",sans-serif;line-height:1.75;word-break:keep-all}',
  'article{max-width:720px;margin:0 auto;padding:32px 20px}',
  'h1{font-size:1.75rem;line-height:1.35}h2{font-size:1.3rem;margin-top:2em}h3{font-size:1.1rem}',
  'img{max-width:100%;height:auto;border-radius:8px}figure{margin:1.5em 0}figcaption{color:#59636e;font-size:.875rem}',
  'a{color:#0b57d0}.disclosure{padding:12px 16px;background:#f6f8fa;border-radius:8px}',
].join('');

const seoulDate = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

export function exportPost(post: ExportablePost, format: ExportFormat): ExportFile {
  const html = sanitizePostHtml(post.html);
  switch (format) {
    case 'md':
      return {
        body: `# ${post.title.trim()}\n\n${blocksToMarkdown(htmlToBlocks(html))}\n`,
        contentType: 'text/markdown; charset=utf-8',
        extension: 'md',
      };
    case 'html':
      return {
        body: [
          '<!doctype html>',
          '<html lang="ko">',
          '<head>',
          '<meta charset="utf-8">',
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
          `<title>${escapeHtml(post.title)}</title>`,
          `<style>${STANDALONE_CSS}</style>`,
          '</head>',
          '<body>',
          '<article>',
          `<h1>${escapeHtml(post.title)}</h1>`,
          `<p><time datetime="${post.createdAt.toISOString()}">${seoulDate.format(post.createdAt)}</time></p>`,
          html,
          '</article>',
          '</body>',
          '</html>',
          '',
        ].join('\n'),
        contentType: 'text/html; charset=utf-8',
        extension: 'html',
      };
    case 'txt':
      return {
        body: `${post.title.trim()}\n\n${blocksToPlainText(htmlToBlocks(html))}\n`,
        contentType: 'text/plain; charset=utf-8',
        extension: 'txt',
      };
  }
}
