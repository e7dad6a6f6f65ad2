import { z } from 'zod';

/** `GET /api/posts/{id}/export/?format=…`: the file formats a post can be downloaded in. */
export const exportFormat = z.enum(['md', 'html', 'txt']);
export const exportQuery = z.object({ format: exportFormat });

/** `GET /api/posts/{id}/video-script/?format=…`: JSON for the screen, SRT captions as a file. */
export const videoScriptQuery = z.object({ format: z.enum(['json', 'srt']).default('json') });
export const VIDEO_CAPTION_LINE_MAX = 14;
/** One on-screen caption while part of a beat is read: a whole clause, its seconds in proportion to its length. */
export const videoCaption = z.object({ text: z.string(), seconds: z.number() });
export const videoBeat = z.object({
  narration: z.string(),
  /** On-screen caption; lines separated by `\n`, each at most VIDEO_CAPTION_LINE_MAX characters. The first of `captions`. */
  caption: z.string(),
  seconds: z.number(),
  /** Every caption of the beat in order, whole clauses of its narration (at most two lines each); SRT cues. */
  captions: z.array(videoCaption),
});
export const videoScript = z.object({
  duration_s: z.number(),
  hook: z.object({ narration: z.string(), caption: z.string(), seconds: z.number() }),
  beats: z.array(videoBeat),
  cta: z.object({ narration: z.string(), caption: z.string(), seconds: z.number() }),
});

/** `PUT /api/user/integrations/wordpress/`: a site, its user and an application password. */
export const wordpressConnectBody = z.strictObject({
  site_url: z
    .string()
    .trim()
    .max(500)
    .pipe(
      z.url({ protocol: /^https?$/, error: '사이트 주소를 http:// 또는 https://로 시작하는 주소로 입력해 주세요.' }),
    ),
  username: z.string().trim().min(1, '사용자 이름을 입력해 주세요.').max(100),
  application_password: z.string().trim().min(1, '애플리케이션 비밀번호를 입력해 주세요.').max(200),
});
export const wordpressIntegration = z.object({
  connected: z.boolean(),
  site_url: z.string().nullable(),
  username: z.string().nullable(),
});

/** `POST /api/posts/{id}/publish/wordpress/`. */
export const publishBody = z.strictObject({
  status: z.enum(['draft', 'publish']).default('draft'),
  /** One of the site's categories (GET …/wordpress/categories/); none leaves the site's default. */
  category_id: z.number().int().positive().optional(),
  /** The address of the post on the site; empty lets WordPress make one from the title. */
  slug: z
    .string()
    .trim()
    .max(190)
    .regex(/^[\p{L}\p{N}-]*$/u, '주소(슬러그)에는 글자, 숫자, 하이픈(-)만 쓸 수 있어요.')
    .optional(),
  /**
   * The tags the member reviewed: these are attached, and the missing ones created on the site. Without it only the
   * post's tags the site already has are attached; nothing is created.
   */
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
});
export const publishResponse = z.object({
  remote_id: z.number().int(),
  link: z.string(),
  status: z.string(),
});

/** `GET /api/user/integrations/wordpress/categories/`: the connected site's categories, for the picker. */
export const wordpressCategory = z.object({ id: z.number().int(), name: z.string(), parent: z.number().int() });
export const wordpressCategoryList = z.object({ data: z.array(wordpressCategory) });

export type ExportFormat = z.infer<typeof exportFormat>;
export type VideoScript = z.infer<typeof videoScript>;
export type WordpressConnectBody = z.infer<typeof wordpressConnectBody>;
export type WordpressIntegration = z.infer<typeof wordpressIntegration>;
export type WordpressCategoryList = z.infer<typeof wordpressCategoryList>;
export type PublishBody = z.infer<typeof publishBody>;
export type PublishResponse = z.infer<typeof publishResponse>;
