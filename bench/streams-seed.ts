// Seeds the streaming-at-scale benchmark (bench/streams.ts): one keyword with two source articles per client,
// and one member per client, so every streamed generation is a first one (never from cache) on a keyword of its
// own. Prints one JSON line: for each member an access token (signed with JWT_SECRET) and their keyword.
//
//   DATA_DIR=/tmp/x JWT_SECRET=… ACCESS_TOKEN_TTL=21600 BENCH_SEED_COUNT=200 node --import tsx bench/streams-seed.ts
//
// The articles tell the fake model's sample story (SAMPLE_SOURCE_SENTENCES), so the writer's fact checks find
// every figure and name of its draft and no revision is asked for. Keyword titles carry the client's number
// (`스트림 점검 7번`): the harness finds it in the prompt to pair each model request with its client.
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { articles, keywordArticles, keywords, users } from '../apps/api/src/db/schema.ts';
import { createTokenSigner } from '../apps/api/src/plugins/auth/tokens.ts';
import { SAMPLE_SOURCE_SENTENCES } from '../apps/api/test/fakes/fake-openai-server.ts';

const count = Number(process.env.BENCH_SEED_COUNT ?? 200);
const secret = process.env.JWT_SECRET;
if (!secret) throw new Error('JWT_SECRET is required (the server must accept the tokens)');
const pgliteDir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'db');

const streamKeywordTitle = (n: number) => `스트림 점검 ${n}번`;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDir });
try {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const stored = await database.db
    .insert(keywords)
    .values(
      numbers.map((n) => ({
        storyKey: `streams-${n}`,
        title: streamKeywordTitle(n),
        category: '경제',
        summary: SAMPLE_SOURCE_SENTENCES[0],
      })),
    )
    .returning({ id: keywords.id, storyKey: keywords.storyKey });
  const keywordIds = new Map(stored.map((k) => [k.storyKey, k.id]));

  const sources = numbers.flatMap((n) =>
    [0, 1].map((i) => ({
      url: `https://news.example.com/streams/${n}/${i}`,
      outlet: `스트림일보${i + 1}`,
      title: `${streamKeywordTitle(n)} 관련 기사 ${i + 1}`,
      body: SAMPLE_SOURCE_SENTENCES.join(' '),
      publishedAt: new Date(Date.now() - (i + 1) * 3_600_000),
      category: '경제',
      contentHash: `streams-${n}-${i}`.padEnd(64, '0'),
    })),
  );
  const storedArticles = await database.db
    .insert(articles)
    .values(sources)
    .returning({ id: articles.id, url: articles.url });
  await database.db.insert(keywordArticles).values(
    storedArticles.map((a) => ({
      keywordId: keywordIds.get(`streams-${a.url.split('/').at(-2)}`)!,
      articleId: a.id,
    })),
  );

  const emails = numbers.map((n) => `streams-member-${n}@example.com`);
  await database.db
    .insert(users)
    .values(emails.map((email, i) => ({ email, provider: 'kakao', nickname: `스트림${i + 1}` })));
  const members = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
    .orderBy(asc(users.id));

  const signer = createTokenSigner(secret, Number(process.env.ACCESS_TOKEN_TTL ?? 15 * 60));
  const clients = await Promise.all(
    members.map(async (m) => {
      const n = Number(/streams-member-(\d+)@/.exec(m.email ?? '')![1]);
      return {
        n,
        token: await signer.signAccess({ subjectId: m.id, audience: 'member' }),
        keywordId: keywordIds.get(`streams-${n}`)!,
        title: streamKeywordTitle(n),
      };
    }),
  );
  console.log(JSON.stringify({ database: database.kind, clients: clients.sort((a, b) => a.n - b.n) }));
} finally {
  await database.close();
}
