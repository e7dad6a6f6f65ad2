// Seeds signed-up members with interests and posts for the member hot-path benchmark (issue 19), after
// bench/seed-keywords.ts. Prints one JSON line: for each member an access token (signed with JWT_SECRET) and the
// id of one of their posts, which bench/run.mjs hands to the load generator.
//
//   DATA_DIR=/tmp/x JWT_SECRET=… node --import tsx bench/seed-members.ts
//
// Env: BENCH_MEMBERS (200), BENCH_POSTS_PER_MEMBER (12). Idempotent: members are keyed by email.
import path from 'node:path';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { generatedPosts, keywords, userInterests, users } from '../apps/api/src/db/schema.ts';
import { createTokenSigner } from '../apps/api/src/plugins/auth/tokens.ts';

const CATEGORIES = ['연예', '경제', '스포츠', '야구', '드라마', '패션', '자동차', '여행', '맛집'] as const;
const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
const postsPerMember = Number(process.env.BENCH_POSTS_PER_MEMBER ?? 12);
const secret = process.env.JWT_SECRET;
if (!secret) throw new Error('JWT_SECRET is required (the server must accept the tokens)');
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = databaseUrl ? undefined : path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'db');

/** A post about the size of a real one (~9 kB of HTML: sections, a disclosure, sources, image credits). */
function postHtml(title: string, n: number): string {
  const paragraph = (i: number) =>
    `<p>${title} 소식이 이어지고 있어요. 관계자는 ${i + n}일 "준비를 마쳤다"고 밝혔어요. 올해 규모는 지난해보다 ${
      (i * 7 + n) % 40
    }% 커졌고, 현장을 찾는 사람도 늘었어요. 자세한 일정은 공식 안내에서 확인할 수 있어요.</p>`;
  const sections = Array.from(
    { length: 5 },
    (_, s) => `<h2>${title} 정리 ${s + 1}</h2>${Array.from({ length: 4 }, (_, i) => paragraph(s * 4 + i)).join('')}`,
  ).join('');
  return (
    `<aside class="disclosure"><p>이 포스팅은 제휴 링크를 포함하며, 구매 시 수수료를 받습니다.</p></aside>` +
    `<p class="ai-use">이 글은 AI의 도움을 받아 뉴스 기사를 정리했어요.</p>${sections}` +
    `<p class="experience-slot" data-placeholder="직접 가 본 경험을 적어 주세요"></p>` +
    `<h2>출처</h2><ul><li><a href="https://news.example.com/${n}">원문 기사 ${n}</a></li></ul>`
  );
}

const database = await openDatabase({ databaseUrl, pgliteDir });
try {
  const pool = await database.db
    .select({ id: keywords.id, title: keywords.title })
    .from(keywords)
    .where(and(like(keywords.storyKey, 'bench-%'), eq(keywords.isActive, true)))
    .orderBy(asc(keywords.id));
  if (pool.length < postsPerMember) throw new Error(`seed keywords first (found ${pool.length})`);

  const emails = Array.from({ length: memberCount }, (_, i) => `bench-member-${i}@example.com`);
  await database.db
    .insert(users)
    .values(emails.map((email, i) => ({ email, provider: 'kakao', nickname: `벤치${i}` })))
    .onConflictDoNothing();
  const members = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
    .orderBy(asc(users.id));
  await database.db
    .insert(userInterests)
    .values(
      members.flatMap((m, i) => [
        { userId: m.id, category: CATEGORIES[i % CATEGORIES.length]! },
        { userId: m.id, category: CATEGORIES[(i + 4) % CATEGORIES.length]! },
      ]),
    )
    .onConflictDoNothing();

  const existing = await database.db
    .select({ userId: generatedPosts.userId, id: generatedPosts.id })
    .from(generatedPosts)
    .where(
      inArray(
        generatedPosts.userId,
        members.map((m) => m.id),
      ),
    );
  const hasPosts = new Set(existing.map((p) => p.userId));
  for (const [i, member] of members.entries()) {
    if (hasPosts.has(member.id)) continue;
    await database.db.insert(generatedPosts).values(
      Array.from({ length: postsPerMember }, (_, p) => {
        const keyword = pool[(i * 7 + p) % pool.length]!;
        return {
          userId: member.id,
          keywordId: keyword.id,
          title: `${keyword.title} 한눈에 정리`,
          content: postHtml(keyword.title, i + p),
          sources: [{ title: `${keyword.title} 원문`, outlet: '데모일보', url: `https://news.example.com/${i}/${p}` }],
          tags: ['뉴스정리', keyword.title.split(' ')[0]!, '이슈'],
          metaDescription: `${keyword.title}에 대해 알아야 할 것을 정리했어요.`,
          titleOptions: [`${keyword.title} 정리`, `${keyword.title} 총정리`, `${keyword.title} 핵심`],
          createdAt: new Date(Date.now() - (p + 1) * 3_600_000),
        };
      }),
    );
  }

  const posts = await database.db
    .select({ userId: generatedPosts.userId, id: generatedPosts.id })
    .from(generatedPosts)
    .where(
      inArray(
        generatedPosts.userId,
        members.map((m) => m.id),
      ),
    )
    .orderBy(asc(generatedPosts.id));
  const firstPost = new Map<number, number>();
  for (const post of posts) if (post.userId && !firstPost.has(post.userId)) firstPost.set(post.userId, post.id);

  // The server's token lifetime (bench/run.mjs gives both the same): it refuses a token meant to live longer.
  const signer = createTokenSigner(secret, Number(process.env.ACCESS_TOKEN_TTL ?? 15 * 60));
  const auth = await Promise.all(
    members.map(async (m) => ({
      token: await signer.signAccess({ subjectId: m.id, audience: 'member' }),
      post: firstPost.get(m.id)!,
    })),
  );
  console.log(JSON.stringify({ database: database.kind, members: members.length, posts: posts.length, auth }));
} finally {
  await database.close();
}
