// A fake OpenAI-compatible model for the mixed and soak benchmarks (issue 19), in its own process:
//
//   node --import tsx bench/fake-model.ts
//
// It answers the writer (ADR 021) like a hosted model would: BENCH_MODEL_FIRST_TOKEN_MS (400, ±25 %) before the
// first token, then BENCH_MODEL_TOKENS_PER_SECOND (50) tokens of 2 characters — a standard-length post streams
// for about 20 s. The outline and the post are about the keyword the prompt names, in plain 해요체 with no
// figure or name the sources could lack, so the writer's checks pass and no revision is asked for.
// Prints one JSON line with its base URL once it listens; on SIGTERM, one JSON line with what it answered.
import type { RecordedRequest } from '../apps/api/test/fakes/fake-openai-server.ts';
import { fakeReplies, startFakeOpenAiServer } from '../apps/api/test/fakes/fake-openai-server.ts';
import { envNumber } from './stats.mjs';

const firstTokenMs = envNumber('BENCH_MODEL_FIRST_TOKEN_MS', 400);
const tokensPerSecond = envNumber('BENCH_MODEL_TOKENS_PER_SECOND', 50);

const counts = { outline: 0, write: 0, revision: 0 };
const jitter = () => Math.round(firstTokenMs * (0.75 + Math.random() * 0.5));

/** The keyword the writer's task header names (`키워드: …`). */
function keywordOf(request: RecordedRequest): string {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  return /키워드:\s*(.+)/.exec(text)?.[1]?.trim() ?? '오늘의 소식';
}

const HEADINGS = [
  '무슨 일이 있었나요',
  '사람들이 주목하는 이유',
  '현장의 분위기',
  '알아 두면 좋은 점',
  '앞으로 지켜볼 부분',
];

// Sentences with no figure, date or name: nothing for the fact check to miss in the sources.
const SENTENCES = [
  '관련 소식이 전해지면서 많은 사람이 관심을 보이고 있어요.',
  '기사에서는 이번 일이 어떻게 시작됐는지 차근차근 설명하고 있어요.',
  '처음 소식을 접한 사람들은 대체로 반가운 반응을 보였어요.',
  '다만 아직 정해지지 않은 부분도 남아 있다고 해요.',
  '여러 매체가 같은 흐름을 전하고 있어서 분위기를 짐작할 수 있어요.',
  '가까운 곳에서 직접 확인해 보려는 사람도 늘고 있어요.',
  '무엇보다 일상과 맞닿아 있다는 점이 눈길을 끌어요.',
  '자세한 내용은 공식 안내를 함께 살펴보는 것이 좋아요.',
  '주변 사람들과 이야기를 나눠 보면 생각보다 다양한 의견을 들을 수 있어요.',
  '비슷한 소식이 이어지면서 관심은 한동안 계속될 것으로 보여요.',
  '기사마다 강조하는 부분이 조금씩 달라서 함께 읽어 보면 도움이 돼요.',
  '처음이라면 기본적인 내용부터 천천히 확인해 보세요.',
];

function paragraph(seed: number, sentences: number): string {
  return Array.from({ length: sentences }, (_, i) => SENTENCES[(seed + i * 5) % SENTENCES.length]).join(' ');
}

/** About 1,800 characters without spaces: the standard length's target. */
function draftAbout(keyword: string) {
  return {
    title: `${keyword} 소식 한눈에 정리`,
    titleOptions: [`${keyword} 소식 한눈에 정리`, `${keyword} 지금 알아 둘 내용`, `${keyword} 핵심만 모았어요`],
    intro: `${keyword} 소식을 기사 내용 중심으로 정리했어요. ${paragraph(0, 3)}`,
    summary: [
      `${keyword} 소식이 많은 관심을 받고 있어요.`,
      '기사마다 강조하는 부분이 조금씩 달라요.',
      '아직 정해지지 않은 부분도 남아 있어요.',
    ],
    sections: HEADINGS.map((heading, s) => ({
      heading,
      paragraphs: [paragraph(s * 3 + 1, 5), paragraph(s * 3 + 2, 5)],
    })),
    closing: `${keyword} 소식은 앞으로도 눈여겨볼 만해요. ${paragraph(7, 2)}`,
    tags: [keyword.replace(/\s+/g, ''), '뉴스정리', '오늘의소식', '이슈', '화제'],
    metaDescription: `${keyword} 소식을 기사 내용 중심으로 정리했어요. 사람들이 주목하는 이유와 알아 두면 좋은 점을 살펴봐요.`,
    notes: [],
  };
}

const llm = await startFakeOpenAiServer({
  tokensPerSecond,
  charsPerToken: 2,
  defaultReply: (request) => {
    // A revision request carries the model's first answer back as an assistant message.
    if (request.body?.messages?.some((m) => m.role === 'assistant')) counts.revision += 1;
    else counts.write += 1;
    return fakeReplies.draft(draftAbout(keywordOf(request)), { delayMs: jitter() });
  },
});
llm.setOutlineReply(() => {
  counts.outline += 1;
  return fakeReplies.outline(
    HEADINGS.map((heading) => ({ heading, sources: [1] })),
    { delayMs: jitter() },
  );
});

// The fake keeps every request for tests; a ten-minute soak must not hoard them.
setInterval(() => llm.requests.splice(0), 5_000).unref();

console.log(JSON.stringify({ baseUrl: llm.baseUrl, firstTokenMs, tokensPerSecond }));
process.on('SIGTERM', () => {
  console.log(JSON.stringify({ counts }));
  void llm.close().finally(() => process.exit(0));
});
