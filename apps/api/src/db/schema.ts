import { sql } from 'drizzle-orm';
import type { PostLength, PostQuality, RewriteChange, RewriteOperation, Tone } from '@geulgam/contracts';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface ArticleImage {
  url: string;
  alt?: string;
}
export interface PostProduct {
  name: string;
  url: string;
  image_url?: string;
  price?: number;
  mall?: string;
}
/** How a version came from another by a rewrite (ADR 039): stored with the version it made. */
export interface PostRevision {
  fromPostId: number;
  fromVersion: number;
  operation: RewriteOperation | null;
  instruction: string | null;
  /** The rewritten section's heading; null for the whole post. */
  heading: string | null;
  message: string;
  changes: RewriteChange[];
}

export interface PostSource {
  title: string;
  url: string;
  outlet: string;
}

// Members and their sign-in
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }),
  nickname: varchar('nickname', { length: 20 }).unique(),
  provider: varchar('provider', { length: 16 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 128 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_uid').on(t.provider, t.providerUserId), index().on(t.userId)],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** Refresh tokens of members and admins; only a hash is kept. A family is one login's rotation chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: varchar('audience', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    /**
     * The successor's token, encrypted with a key only this token derives: a second tab presenting
     * this token moments after its rotation gets the same successor (sessions.ts).
     */
    successorSealed: text('successor_sealed'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId), index().on(t.expiresAt)],
);

/** Server-issued OAuth state (Naver) and PKCE verifiers (Kakao); single use, short-lived. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: varchar('state', { length: 128 }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expiresAt)],
);

// News
export const newsSources = pgTable('news_sources', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  url: text('url').notNull().unique(),
  categoryHint: varchar('category_hint', { length: 8 }),
  isActive: boolean('is_active').notNull().default(true),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastStatus: text('last_status'),
  createdAt: createdAt(),
});

/**
 * One row per source per ingestion run: what the source gave, what was stored, and the error when it
 * failed, so the admin's 수집 현황 shows a dead feed and the console can tell how old the last success is.
 */
export const ingestionRuns = pgTable(
  'ingestion_runs',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => newsSources.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    items: integer('items').notNull().default(0),
    stored: integer('stored').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Article pages decoded from EUC-KR/CP949. */
    eucKrPages: integer('euc_kr_pages').notNull().default(0),
    /** Items not fetched because the site's robots.txt disallows them for our crawler. */
    robotsSkipped: integer('robots_skipped').notNull().default(0),
    /** Pages whose canonical URL names an article already stored (or met earlier in the run). */
    canonicalDuplicates: integer('canonical_duplicates').notNull().default(0),
    /** The first line of the error when the source itself failed. */
    error: text('error'),
  },
  (t) => [index('ingestion_runs_source_finished').on(t.sourceId, t.finishedAt), index().on(t.ok, t.finishedAt)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id').references(() => newsSources.id, { onDelete: 'set null' }),
    /** The page's canonical URL (link rel=canonical, og:url), else the URL that answered without tracking parameters. */
    url: text('url').notNull().unique(),
    /** The link as the source gave it, when it differs from `url`: the next run knows it without fetching it. */
    sourceUrl: text('source_url'),
    outlet: varchar('outlet', { length: 200 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    category: varchar('category', { length: 8 }).notNull(),
    images: jsonb('images').$type<ArticleImage[]>().notNull().default([]),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    simhash: bigint('simhash', { mode: 'bigint' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.category, t.publishedAt), index().on(t.contentHash), index().on(t.sourceUrl)],
);

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    storyKey: varchar('story_key', { length: 128 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 8 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    trendScore: doublePrecision('trend_score').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    /** How many outlets cover the story (its keyword card says so). */
    outletCount: integer('outlet_count').notNull().default(1),
    /** One line about the story for its keyword card: the newest article's lead, shortened. */
    summary: text('summary').notNull().default(''),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('keywords_active_collected').on(t.isActive, t.collectedAt),
    index('keywords_active_clicks').on(t.isActive, t.clickCount),
    index('keywords_active_trend').on(t.isActive, t.trendScore),
    index().on(t.createdAt),
  ],
);

export const keywordArticles = pgTable(
  'keyword_articles',
  {
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.keywordId, t.articleId] }), index().on(t.articleId)],
);

/** One row per member, keyword and hour: the click counter counts each at most once an hour. */
export const keywordClicks = pgTable(
  'keyword_clicks',
  {
    id: serial('id').primaryKey(),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hourBucket: timestamp('hour_bucket', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('keyword_clicks_once_an_hour').on(t.keywordId, t.userId, t.hourBucket), index().on(t.createdAt)],
);

// Generated posts
export const generatedPosts = pgTable(
  'generated_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id').references(() => keywords.id, { onDelete: 'set null' }),
    /**
     * The member's own topic, for a post written from their links or text (POST /api/generate/topic/; ADR 038):
     * such a post has no keyword, and its topic and category stand in for the keyword's.
     */
    topic: varchar('topic', { length: 200 }),
    topicCategory: varchar('topic_category', { length: 8 }),
    title: varchar('title', { length: 300 }).notNull(),
    content: text('content').notNull(),
    image1Url: text('image_1_url'),
    image2Url: text('image_2_url'),
    image3Url: text('image_3_url'),
    products: jsonb('products').$type<PostProduct[]>().notNull().default([]),
    sources: jsonb('sources').$type<PostSource[]>().notNull().default([]),
    /** Hashtags without '#'. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** 1, 2, … per member and keyword: a regeneration or other options write a new version. */
    version: integer('version').notNull().default(1),
    tone: varchar('tone', { length: 16 }).$type<Tone>().notNull().default('haeyo'),
    length: varchar('length', { length: 16 }).$type<PostLength>().notNull().default('standard'),
    /** The member saved their own text of this version (title/content hold it). */
    edited: boolean('edited').notNull().default(false),
    /**
     * When the member last worked on this version (saved an edit, published it) and last opened it: the keyword's
     * 대표 version is the one worked on last, else the one opened last, else the newest (repositories/representative.ts).
     */
    workedAt: timestamp('worked_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    metaDescription: text('meta_description').notNull().default(''),
    titleOptions: jsonb('title_options').$type<string[]>().notNull().default([]),
    quality: jsonb('quality').$type<PostQuality>(),
    /** Set on a version a rewrite made: what was asked and what changed (the assistant's conversation). */
    revision: jsonb('revision').$type<PostRevision>(),
    provider: varchar('provider', { length: 32 }).notNull().default('offline'),
    status: varchar('status', { length: 16 }).notNull().default('success'),
    errorMessage: text('error_message'),
    isGenerated: boolean('is_generated').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    copyCount: integer('copy_count').notNull().default(0),
    /** Set on posts an admin's regeneration job wrote: a retried job finds its post instead of writing a second. */
    regenerationKey: uuid('regeneration_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.keywordId, t.createdAt),
    index().on(t.createdAt),
    uniqueIndex('generated_posts_member_keyword_version')
      .on(t.userId, t.keywordId, t.version)
      .where(sql`${t.userId} is not null and ${t.isActive}`),
  ],
);

export const copyLog = pgTable(
  'copy_log',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => generatedPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.postId)],
);

/** Every call to a writer provider (offline or LLM); feeds the admin's provider-call stats. */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    model: varchar('model', { length: 128 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull().default('post'),
    ok: boolean('ok').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }),
    targetId: varchar('target_id', { length: 64 }),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/** Runs of housekeeping and other maintenance, so operators can see the jobs are alive. */
export const maintenanceRuns = pgTable('maintenance_runs', {
  id: serial('id').primaryKey(),
  task: varchar('task', { length: 64 }).notNull(),
  summary: jsonb('summary').notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters for every rate limit (route limits, admin sign-in attempts), in the database so API
 * replicas share them and a restart does not reset them. One row per limit and key; `hits` counts within the
 * window that ends at `resets_at` and is bumped atomically by an upsert.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resetsAt)],
);

/** A member's WordPress site (My page → 연동): the application password only encrypted (AES-GCM). */
export const wordpressConnections = pgTable('wordpress_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteUrl: text('site_url').notNull(),
  /** The REST root that answered when the site was connected (`…/wp-json/` or `…/?rest_route=/`). */
  apiRoot: text('api_root').notNull(),
  username: text('username').notNull(),
  passwordCipher: text('password_cipher').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Where a post was published, so publishing again updates that remote post; media already uploaded, by source URL. */
export const postPublications = pgTable(
  'post_publications',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => generatedPosts.id, { onDelete: 'cascade' }),
    siteUrl: text('site_url').notNull(),
    remoteId: integer('remote_id').notNull(),
    link: text('link').notNull(),
    status: text('status').notNull(),
    media: jsonb('media').$type<Record<string, { id: number; url: string }>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('post_publications_post_site').on(t.postId, t.siteUrl)],
);

/** Raw bytes (PostgreSQL `bytea`). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Rendered PDFs on PostgreSQL, shared by every API process (ADR 036): one per post, the render of the post as
 * `cache_key` names it (content, title, date, images, layout version). On PGlite the same files live under DATA_DIR.
 */
export const pdfRenders = pgTable(
  'pdf_renders',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => generatedPosts.id, { onDelete: 'cascade' }),
    cacheKey: text('cache_key').notNull(),
    body: bytea('body').notNull(),
    bytes: integer('bytes').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.renderedAt)],
);
