/**
 * The wire paths of DESIGN.md §4, in one registry for server and client. Builders return template
 * literal types (`/api/posts/${number}/`), so clients can check a path's prefix by type.
 */
export const apiPaths = {
  health: '/healthz',
  ready: '/readyz',
  /** Prometheus text; the scrape token (`METRICS_TOKEN`) or an admin token. */
  metrics: '/metrics',
  auth: {
    login: (provider: 'kakao' | 'naver') => `/api/auth/${provider}/login/` as const,
    callback: (provider: 'kakao' | 'naver') => `/api/auth/${provider}/callback/` as const,
    refresh: '/api/auth/token/refresh/',
    logout: '/api/auth/logout/',
  },
  keywords: '/api/keywords/',
  keywordClick: (id: number) => `/api/keywords/${id}/click/` as const,
  generate: '/api/generate/',
  /** A post on the member's own topic, from their links or pasted text (ADR 038). */
  generateTopic: '/api/generate/topic/',
  /** Today's stories by category, for visitors too (ADR 038). */
  briefing: '/api/briefing/',
  post: (id: number) => `/api/posts/${id}/` as const,
  postStatus: (id: number) => `/api/posts/${id}/status/` as const,
  postCopy: (id: number) => `/api/posts/${id}/copy/` as const,
  postPdf: (id: number) => `/api/posts/${id}/pdf/` as const,
  postExport: (id: number) => `/api/posts/${id}/export/` as const,
  postVideoScript: (id: number) => `/api/posts/${id}/video-script/` as const,
  postPhotos: (id: number) => `/api/posts/${id}/photos/` as const,
  postPublishWordpress: (id: number) => `/api/posts/${id}/publish/wordpress/` as const,
  wordpressIntegration: '/api/user/integrations/wordpress/',
  wordpressCategories: '/api/user/integrations/wordpress/categories/',
  interests: '/api/user/interests/',
  me: '/api/mypage/me',
  nickname: '/api/user/nickname/',
  user: '/api/user/',
  myPosts: '/api/mypage/posts/',
  myPost: (id: number) => `/api/mypage/posts/${id}/` as const,
  myPostVersions: (id: number) => `/api/mypage/posts/${id}/versions/` as const,
  /** The member opened this version: it becomes the keyword's 대표 unless another was edited or published. */
  myPostOpened: (id: number) => `/api/mypage/posts/${id}/opened/` as const,
  deleteMyPost: (id: number) => `/api/user/posts/${id}/` as const,
  /** Rewrite one section (or, with an LLM, the whole post): a new version (ADR 039). */
  myPostRewrite: (id: number) => `/api/mypage/posts/${id}/rewrite/` as const,
  /** The version's rewritable sections and its keyword's rewrite conversation. */
  myPostRevisions: (id: number) => `/api/mypage/posts/${id}/revisions/` as const,
  /** Keep this version: it becomes the keyword's 대표 version. */
  myPostKeep: (id: number) => `/api/mypage/posts/${id}/keep/` as const,
  admin: {
    login: '/admin/auth/admin-login/',
    refresh: '/admin/auth/token/refresh/',
    logout: '/admin/auth/logout/',
    me: '/admin/auth/me/',
    dailyStats: '/admin/dashboard/daily-stats/',
    topKeywords: '/admin/dashboard/top-keywords/',
    /** The spec's path; it counts every writer's calls, not one vendor's. */
    writerCallStats: '/admin/dashboard/clova-stats/',
    live: '/admin/dashboard/live/',
    ingestionRuns: '/admin/dashboard/ingestion-runs/',
    keywords: '/admin/titles/',
    keyword: (id: number) => `/admin/titles/${id}/` as const,
    keywordTitle: (id: number) => `/admin/titles/${id}/title/` as const,
    keywordToggle: (id: number) => `/admin/titles/${id}/toggle/` as const,
    keywordPreview: (id: number) => `/admin/titles/${id}/preview/` as const,
    keywordRegenerate: (id: number) => `/admin/titles/${id}/regenerate/` as const,
    generated: '/admin/generated/',
    generatedOne: (id: number) => `/admin/generated/${id}/` as const,
    generatedManage: (id: number) => `/admin/generated/${id}/manage/` as const,
    users: '/admin/users/',
    userGenerated: (id: number) => `/admin/users/${id}/generated/` as const,
  },
  proxyImage: '/api/v1/internal/proxy-image',
} as const;
