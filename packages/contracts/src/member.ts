import { z } from 'zod';
import { categorySchema, keywordSortSchema, providerSchema } from './categories.ts';
import { isoDateTime, listOf, nullableUrl, pageQuery } from './common.ts';
import { MEMBER_KEYWORD_PAGE_SIZE } from './constants.ts';

export const NICKNAME_MAX = 20;
export const KEYWORD_PAGE_SIZE = MEMBER_KEYWORD_PAGE_SIZE;
export const MY_POSTS_PAGE_SIZE = 20;

// Keywords
export const keywordListQuery = pageQuery(KEYWORD_PAGE_SIZE).extend({
  sort: keywordSortSchema.default('latest'),
});
export const keywordItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: categorySchema,
  is_generated: z.boolean(),
  // Added for the keyword cards; defaults keep older answers (and the seed's fixtures) readable.
  /** When the story was last collected (its freshness: "3시간 전"). */
  collected_at: isoDateTime.nullable().default(null),
  /** How many outlets cover the story. */
  outlet_count: z.number().int().nonnegative().default(1),
  /** One line about the story (may be empty). */
  summary: z.string().default(''),
});
export type KeywordItem = z.infer<typeof keywordItem>;
export const keywordList = listOf(keywordItem);
export type KeywordList = z.infer<typeof keywordList>;

// Generation
/** The post's voice: 해요체 (default), 합니다체, or friendly 반말. */
export const toneSchema = z.enum(['haeyo', 'hamnida', 'banmal']);
export type Tone = z.infer<typeof toneSchema>;
export const DEFAULT_TONE: Tone = 'haeyo';
/** Roughly 1,000 / 1,800 / 2,800 characters without spaces when the sources allow. */
export const postLengthSchema = z.enum(['short', 'standard', 'long']);
export type PostLength = z.infer<typeof postLengthSchema>;
export const DEFAULT_POST_LENGTH: PostLength = 'standard';

// Request bodies are strict (unknown fields are a 400). The id is a JSON number or a string of digits;
// booleans, arrays and other values that JavaScript would coerce to a number are refused.
export const generateBody = z.strictObject({
  keyword_id: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/),
    ])
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
  tone: toneSchema.optional(),
  length: postLengthSchema.optional(),
  regenerate: z.boolean().optional(),
});
export type GenerateBody = z.input<typeof generateBody>;
export const generateResponse = z.object({
  status: z.enum(['success', 'fail']),
  post_id: z.number().int().nullable(),
  created_at: isoDateTime.nullable(),
  error_message: z.string().nullable(),
  from_cache: z.boolean(),
});
export type GenerateResponse = z.infer<typeof generateResponse>;

/**
 * POST /api/generate/ with `Accept: text/event-stream` answers as a stream of server-sent events
 * instead of one JSON body (same body, auth, rate limit and errors before the stream; ADR 012). Events:
 * - `preview` (zero or more): readable text of the draft while the model writes it. Plain text,
 *   already filtered on the server (no markup, links, URLs or system-prompt text). `append` adds
 *   `text` to block `block`; `replace` sets the block's whole text.
 * - `reset` (optional): forget every preview block (the writer started over, e.g. after a fallback).
 * - `result` (exactly one, last): the same body as POST /api/generate/.
 */
export const previewBlockKind = z.enum(['title', 'paragraph', 'heading', 'item']);
export type PreviewBlockKind = z.infer<typeof previewBlockKind>;
export const generatePreviewEvent = z.object({
  block: z.number().int().nonnegative(),
  kind: previewBlockKind,
  mode: z.enum(['append', 'replace']),
  text: z.string(),
});
export type GeneratePreviewEvent = z.infer<typeof generatePreviewEvent>;
export type GenerateStreamEvent =
  | { event: 'preview'; data: GeneratePreviewEvent }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'result'; data: GenerateResponse };

// Posts
export const postSource = z.object({ title: z.string(), outlet: z.string(), url: z.string() });
export type PostSourceItem = z.infer<typeof postSource>;
/** What the pipeline measured on the post when it was written (DESIGN §5.6). */
export const postQuality = z.object({
  /** Characters without spaces in the readable text (title, disclosure, products, sources and tags excluded). */
  chars: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  /** Figures in the post that were found in the source articles. */
  figures_checked: z.number().int().nonnegative(),
  /** Figures not found in any source (always 0 for a post that was stored). */
  figures_unsupported: z.number().int().nonnegative(),
  /** Facts (figures) told three times or more. */
  repeated_facts: z.number().int().nonnegative(),
  /** Share (0–1) of body sentences that repeat a source sentence word for word apart from the ending. */
  copied_share: z.number().min(0).max(1),
  /** Every sentence outside quotes is in the post's tone. */
  register_ok: z.boolean(),
  /** Sentences outside quotes in another register. */
  register_errors: z.number().int().nonnegative(),
  /** 'first' when products are linked and the disclosure opens the post, 'none' when nothing needs one, 'missing' otherwise. */
  disclosure: z.enum(['first', 'none', 'missing']),
  /** Experience slots the member has not filled yet. */
  open_slots: z.number().int().nonnegative(),
  /** Plain Korean remarks for the member, e.g. that the sources were too thin for the chosen length. */
  notes: z.array(z.string()),
  /** Direct quotes in the body (speech in quotation marks). */
  quotes: z.number().int().nonnegative().default(0),
  /** Quotes without a speaker before them and a verb of saying after them. */
  quotes_unattributed: z.number().int().nonnegative().default(0),
  /** Sentences opening with a reference (그는, 이는, 두 회사는, 요금은…) that nothing before them gives. */
  dangling_openers: z.number().int().nonnegative().default(0),
  /** The story's lead event (who and what) is told in the first paragraph; null when no fact sheet was used. */
  lead_first: z.boolean().nullable().default(null),
  /** Share (0–1) of the fact sheet's key facts (lead, current figures) the post tells; null without a fact sheet. */
  key_facts: z.number().min(0).max(1).nullable().default(null),
  /** Which rule chose each product shown (e.g. '주제어 "응원봉"'). */
  product_rules: z.array(z.object({ name: z.string(), rule: z.string() })).default([]),
  /** Problems a member should fix before publishing, as short Korean lines; empty when the post meets the bars. */
  problems: z.array(z.string()).default([]),
});
export type PostQuality = z.infer<typeof postQuality>;

export const postDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image_1_url: nullableUrl,
  image_2_url: nullableUrl,
  image_3_url: nullableUrl,
  copy_count: z.number().int(),
  created_at: isoDateTime,
  keyword_id: z.number().int().nullable(),
  /** The keyword the post was written for (null for a post without one, or a keyword since removed). */
  keyword_title: z.string().nullable(),
  version: z.number().int().positive(),
  tone: toneSchema,
  length: postLengthSchema,
  edited: z.boolean(),
  meta_description: z.string(),
  /** Without the leading #. */
  hashtags: z.array(z.string()),
  title_options: z.array(z.string()),
  sources: z.array(postSource),
  quality: postQuality,
});
export type PostDetail = z.infer<typeof postDetail>;

export const postStatusResponse = z.object({ id: z.number().int(), is_generated: z.literal(true) });
export const copyResponse = z.object({ message: z.string(), copy_count: z.number().int() });

export const myPostItem = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: isoDateTime,
  copy_count: z.number().int(),
  keyword_id: z.number().int().nullable(),
  version: z.number().int().positive(),
  /** How many versions the member has of this keyword (the list shows the 대표 version of each). */
  version_count: z.number().int().positive(),
  /** The keyword the post was written for (null for a post without one, or a keyword since removed). */
  keyword_title: z.string().nullable(),
  /** The member saved their own text of this version. */
  edited: z.boolean(),
  /** The member published this version to their WordPress site. */
  published: z.boolean(),
  // Added for the library (/blogList, ADR 038); defaults keep older answers readable.
  /** Where the version was last published (its WordPress post), when it was. */
  published_url: z.string().nullable().default(null),
  /** The keyword's category, or the category of the member's own topic. */
  category: categorySchema.nullable().default(null),
  /** True for a post written from the member's own topic and links (its `keyword_title` is that topic). */
  own_topic: z.boolean().default(false),
  /** The post's first picture, through the image proxy. */
  image_url: z.string().nullable().default(null),
});
export type MyPostItem = z.infer<typeof myPostItem>;

/** The library's status filter: not yet worked on, edited by the member, or published to their site. */
export const myPostStatusSchema = z.enum(['draft', 'edited', 'published']);
export type MyPostStatus = z.infer<typeof myPostStatusSchema>;
/** The library's period filter, in days back from now. */
export const MY_POST_PERIODS = [7, 30, 90] as const;
export const MY_POST_SEARCH_MAX_CHARS = 50;

/** Every filter is optional: without any, the list is My page's (each keyword's 대표 version, newest first). */
export const myPostsQuery = pageQuery(MY_POSTS_PAGE_SIZE).extend({
  /** Words in the title, the keyword or the member's topic. */
  q: z.string().trim().max(MY_POST_SEARCH_MAX_CHARS).optional(),
  status: myPostStatusSchema.optional(),
  category: categorySchema.optional(),
  days: z.coerce
    .number()
    .int()
    .refine((days) => (MY_POST_PERIODS as readonly number[]).includes(days), '기간은 7, 30, 90일 중에서 골라 주세요.')
    .optional(),
});
export type MyPostsQuery = z.infer<typeof myPostsQuery>;
export const myPostList = listOf(myPostItem);
export type MyPostList = z.infer<typeof myPostList>;

export const postVersion = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  tone: toneSchema,
  length: postLengthSchema,
  edited: z.boolean(),
  published: z.boolean(),
  /**
   * The keyword's 대표 version: the one worked on last (edited, published), else opened last, else the newest.
   * It opens from the keyword and My page, and My page lists, copies and exports it. Exactly one per list.
   */
  representative: z.boolean(),
  created_at: isoDateTime,
});
export type PostVersion = z.infer<typeof postVersion>;
export const postVersionList = z.object({ data: z.array(postVersion) });
export type PostVersionList = z.infer<typeof postVersionList>;

/** DELETE /api/user/posts/{id}/: one version, or with `all=true` every version of its keyword. */
export const deletePostQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** The member's edit of one version: sanitized like generated HTML. */
export const POST_CONTENT_MAX_BYTES = 200 * 1024;
/** How deeply elements may nest in a member's edit (a generated post nests about 5 deep). */
export const POST_CONTENT_MAX_DEPTH = 40;
export const postEditBody = z
  .strictObject({
    title: z.string().trim().min(1).max(300).optional(),
    content: z.string().min(1).optional(),
  })
  .refine((body) => body.title !== undefined || body.content !== undefined, {
    message: '바꿀 제목이나 본문을 보내 주세요.',
  });
export type PostEditBody = z.infer<typeof postEditBody>;

// Profile
/**
 * Characters that draw nothing, or change how the rest is drawn, so two different nicknames would look the
 * same: controls, format characters (bidi overrides, zero-width joiners and spaces), every default-ignorable
 * code point (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation selectors…), the blank braille
 * pattern, private-use and unassigned code points, and any whitespace but the plain space.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|[^\S ]/u;
const INVISIBLE_MESSAGE = '닉네임에는 보이지 않는 문자나 제어 문자를 쓸 수 없어요.';
/** Hangul compatibility jamo (ㄱ, ㅏ…): NFKC would turn them into conjoining jamo that draw as broken syllables. */
const COMPATIBILITY_JAMO = /[\u3131-\u318e]+/gu;
/** Combining marks allowed on one letter (a Thai vowel and its tone mark); more is stacking. */
const MAX_MARKS_PER_LETTER = 2;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_PER_LETTER + 1},}|^\\p{M}`, 'u');

/**
 * A nickname in the one form it is stored and compared in: NFKC, so fullwidth `ｍｉｎｊｉ` is `minji` and
 * compatibility forms (ligatures, circled letters) are their plain letters, except Hangul compatibility jamo (ㅋㅋ),
 * which stay as typed.
 */
export function normalizeNickname(value: string): string {
  let normalized = '';
  let last = 0;
  for (const match of value.matchAll(COMPATIBILITY_JAMO)) {
    normalized += value.slice(last, match.index).normalize('NFKC') + match[0];
    last = match.index + match[0].length;
  }
  return (normalized + value.slice(last).normalize('NFKC')).trim();
}

const nicknameInput = z
  .string()
  // A lone surrogate (half of a pair, from a broken client) would be stored as U+FFFD.
  .refine((value) => !/\p{Cs}/u.test(value), {
    message: '닉네임에 깨진 문자가 들어 있어요. 다시 입력해 주세요.',
    abort: true,
  })
  // Checked as sent too: NFKC turns some of them (a no-break space) into plain characters.
  .refine((value) => !INVISIBLE_CHARACTER.test(value.trim()), { message: INVISIBLE_MESSAGE, abort: true })
  .overwrite(normalizeNickname)
  .max(NICKNAME_MAX, `닉네임은 1~${NICKNAME_MAX}자로 입력해 주세요.`)
  .refine((value) => !INVISIBLE_CHARACTER.test(value), INVISIBLE_MESSAGE)
  // Counted decomposed: é is one letter and one mark, and Vietnamese ệ carries two.
  .refine(
    (value) => !STACKED_MARKS.test(value.normalize('NFD')),
    '닉네임에 글자 위아래로 겹쳐 붙는 기호가 너무 많아요.',
  );
const categoriesInput = z
  .array(categorySchema)
  .min(1, '관심사를 1개 이상 선택해 주세요.')
  .max(9)
  .transform((list) => [...new Set(list)]);

export const interestsBody = z.strictObject({
  categories: categoriesInput,
  nickname: nicknameInput.optional(),
});
export const nicknameBody = z.strictObject({
  nickname: nicknameInput.min(1, `닉네임은 1~${NICKNAME_MAX}자로 입력해 주세요.`),
  categories: categoriesInput,
});

export const userInfo = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  categories: z.array(categorySchema),
  is_onboarded: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;
export const userInfoResponse = z.object({ message: z.string(), user_info: userInfo });

export const meResponse = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    email: z.string().nullable(),
    nickname: z.string().nullable(),
    provider: providerSchema,
    created_at: isoDateTime,
    categories: z.array(categorySchema),
  }),
});
export type MeResponse = z.infer<typeof meResponse>;
