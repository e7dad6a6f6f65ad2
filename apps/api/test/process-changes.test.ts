// Two API processes on one PostgreSQL database (PostgreSQL runs only): a change answered by one is seen by the other
// at once, although the other keeps member views and keyword pages in memory (ADR 023). Before the change feed, the
// other process showed the old view for up to its cache lifetime (3 s for member views, 5 s for keyword pages).
import { randomBytes } from 'node:crypto';
import { apiPaths, keywordList, myPostList } from '@geulgam/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { generatedPosts, keywords, users } from '../src/db/schema.ts';
import { createTokenSigner } from '../src/plugins/auth/tokens.ts';
import { adminQuery, POSTGRES_TEMPLATE_DB, postgresTestUrl, withDatabase } from './db-template.ts';
import { TEST_JWT_SECRET } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const postgresUrl = postgresTestUrl();
const ADMIN = { email: 'feed@example.com', password: 'feed-test-pass' };
/** Well under both cache lifetimes: only a notice can make the other process see the change this soon. */
const SEEN_WITHIN_MS = 1_000;

async function json(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

/** Polls until `check` holds or the time is up; returns how long it took, or null. */
async function seenWithin(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

describe.skipIf(!postgresUrl)('changes across API processes (PostgreSQL)', () => {
  const databaseName = `geulgam_feed_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    await adminQuery(postgresUrl!, [`drop database if exists ${databaseName} with (force)`]);
  });

  it('shows a member’s deletion and an admin’s keyword edit on the other process at once', async () => {
    await adminQuery(postgresUrl!, [`create database ${databaseName} template ${POSTGRES_TEMPLATE_DB}`]);
    const databaseUrl = withDatabase(postgresUrl!, databaseName);
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    const [member] = await database.db
      .insert(users)
      .values({ email: 'feed-member@example.com', provider: 'kakao', nickname: '피드' })
      .returning({ id: users.id });
    const stories = await database.db
      .insert(keywords)
      .values(
        ['가온 전자 실적', '나래 항공 증편'].map((title, i) => ({
          storyKey: `feed-${i}`,
          title,
          category: '경제',
          isActive: true,
          collectedAt: new Date(Date.now() - i * 60_000),
        })),
      )
      .returning({ id: keywords.id });
    const posts = await database.db
      .insert(generatedPosts)
      .values(
        stories.map((story, i) => ({
          userId: member!.id,
          keywordId: story.id,
          title: `정리 ${i}`,
          content: `<p>본문 ${i}</p>`,
        })),
      )
      .returning({ id: generatedPosts.id });
    await database.close();

    const env = {
      DATABASE_URL: databaseUrl,
      NEWS_FEEDS: '',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await createTokenSigner(TEST_JWT_SECRET, 600).signAccess({
      subjectId: member!.id,
      audience: 'member',
    });
    const asMember = { authorization: `Bearer ${token}` };

    // B reads (and keeps) the member's page; A deletes a post; B must drop it at once.
    const listed = async () =>
      myPostList.parse(await json(await fetch(`${b.baseUrl}${apiPaths.myPosts}`, { headers: asMember }))).data;
    expect(await listed()).toHaveLength(2);
    const gone = posts[0]!.id;
    const deleted = await fetch(`${a.baseUrl}${apiPaths.deleteMyPost(gone)}`, { method: 'DELETE', headers: asMember });
    expect(deleted.status).toBe(204);
    const deletionSeen = await seenWithin(SEEN_WITHIN_MS, async () =>
      (await listed()).every((post) => post.id !== gone),
    );
    expect(deletionSeen, b.output()).not.toBeNull();

    // B reads (and keeps) the visitors' keyword page; an admin renames a keyword on A.
    const login = (await json(
      await fetch(`${a.baseUrl}${apiPaths.admin.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    )) as { access: string };
    const titles = async () =>
      keywordList.parse(await json(await fetch(`${b.baseUrl}${apiPaths.keywords}`))).data.map((k) => k.title);
    expect(await titles()).toContain('나래 항공 증편');
    await json(
      await fetch(`${a.baseUrl}${apiPaths.admin.keywordTitle(stories[1]!.id)}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${login.access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: '나래 항공 국제선 증편' }),
      }),
    );
    const renameSeen = await seenWithin(SEEN_WITHIN_MS, async () => (await titles()).includes('나래 항공 국제선 증편'));
    expect(renameSeen, b.output()).not.toBeNull();
  }, 120_000);
});
