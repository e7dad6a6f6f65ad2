import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTLINE_SYSTEM_PROMPT, type PlannedSection } from '../../src/features/generation/providers/prompt.ts';
import type { SourceArticle, WriterDraft } from '../../src/features/generation/providers/provider.ts';

/**
 * A tiny OpenAI-compatible Chat Completions server on 127.0.0.1 for tests and benchmarks.
 * Each POST `…/chat/completions` takes the next scripted reply (then the default reply), and
 * every request is recorded so tests can inspect the prompt. `stream: true` requests get SSE
 * chunks at a configurable rate, ending with `data: [DONE]`.
 *
 * The LLM writer asks for an outline before it writes (ADR 021). Outline requests (the ones with
 * the outline system message) have their own script and default (`enqueueOutline`,
 * `setOutlineReply`, default `fakeReplies.outline(sampleOutline())`), so the writing requests keep
 * taking `enqueue`'s replies in order.
 */

export interface FakeChatMessage {
  role: string;
  content: string;
}

export interface FakeChatRequestBody {
  model?: string;
  messages?: FakeChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: FakeChatRequestBody | undefined;
  receivedAt: number;
  /** Streamed replies: when the first content chunk was written, and when the stream ended. */
  firstContentAt?: number;
  finishedAt?: number;
}

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens?: number;
}

export type FakeReply =
  /** 200 with this assistant content (streamed when the request asks for it). */
  | {
      kind: 'content';
      content: string;
      /** Omitted: estimated from the characters; null: no usage field at all. */
      usage?: FakeUsage | null;
      finishReason?: string;
      /** Wait before answering (non-streaming) or before the first chunk (streaming). */
      delayMs?: number;
      /** Overrides the server's streaming rate for this reply. */
      tokensPerSecond?: number;
      /** Streaming only: drop the connection after this many content chunks. */
      disconnectAfterTokens?: number;
    }
  /** An error status with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message?: string; headers?: Record<string, string> }
  /** Any status, any body (e.g. a proxy's HTML page). */
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  /** Never answers; the connection stays open until the client gives up or the server closes. */
  | { kind: 'hang' }
  /** Destroys the socket: the client sees a network error. */
  | { kind: 'disconnect' };

export type FakeReplySource = FakeReply | ((request: RecordedRequest, index: number) => FakeReply);

export interface FakeOpenAiServerOptions {
  /** Used when the script is empty. Default: `fakeReplies.draft(sampleDraft())`. */
  defaultReply?: FakeReplySource;
  /** Streaming rate; 0 or Infinity sends every chunk at once. Default 50. */
  tokensPerSecond?: number;
  /** Characters per streamed chunk ("token"). Default 2 (about one Korean token). */
  charsPerToken?: number;
}

export interface FakeOpenAiServer {
  /** `http://127.0.0.1:<port>/v1`: pass as the provider's baseUrl. */
  readonly baseUrl: string;
  readonly port: number;
  /** Every request received, in order (including 404s and unparseable bodies). */
  readonly requests: RecordedRequest[];
  /** Chat completion requests only (outline and writing requests). */
  chatRequests(): RecordedRequest[];
  /** The writer's outline requests. */
  outlineRequests(): RecordedRequest[];
  /** Chat completion requests other than outline requests (writing and revision requests). */
  writeRequests(): RecordedRequest[];
  /** Appends replies, used one per writing request, in order. */
  enqueue(...replies: FakeReplySource[]): void;
  setDefaultReply(reply: FakeReplySource): void;
  /** Appends replies, used one per outline request, in order. */
  enqueueOutline(...replies: FakeReplySource[]): void;
  setOutlineReply(reply: FakeReplySource): void;
  /** Forgets the scripts and the recorded requests; outline requests get the sample outline again. */
  reset(): void;
  close(): Promise<void>;
}

/** Scripted reply builders. */
export const fakeReplies = {
  draft(draft: unknown, extra: Omit<Extract<FakeReply, { kind: 'content' }>, 'kind' | 'content'> = {}): FakeReply {
    return { kind: 'content', content: JSON.stringify(draft), ...extra };
  },
  content(content: string, extra: Omit<Extract<FakeReply, { kind: 'content' }>, 'kind' | 'content'> = {}): FakeReply {
    return { kind: 'content', content, ...extra };
  },
  /** The draft inside a ```json fence, with chatty prose around it. */
  fenced(draft: unknown): FakeReply {
    return {
      kind: 'content',
      content: `네, 요청하신 글이에요. {중괄호가 있는 설명}도 있어요.\n\n\`\`\`json\n${JSON.stringify(draft, null, 2)}\n\`\`\`\n\n도움이 되었으면 좋겠어요!`,
    };
  },
  /** JSON cut off in the middle. */
  invalidJson(): FakeReply {
    return {
      kind: 'content',
      content: '{"title": "끝나지 않은 글", "intro": "문장이 중간에서 끊겼',
      finishReason: 'length',
    };
  },
  /** A draft whose fields carry scripts, HTML links, markdown links and URLs. */
  hostile(): FakeReply {
    return fakeReplies.draft(hostileDraft());
  },
  rateLimited(retryAfter?: string | number): FakeReply {
    return {
      kind: 'error',
      status: 429,
      message: 'Rate limit reached. Please try again later.',
      headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    };
  },
  serverError(status = 500): FakeReply {
    return { kind: 'error', status, message: 'The server had an error while processing your request.' };
  },
  error(status: number, message: string, headers?: Record<string, string>): FakeReply {
    return { kind: 'error', status, message, headers };
  },
  /** An outline answer (`{"sections": …}`). */
  outline(
    sections: unknown = sampleOutline(),
    extra: Omit<Extract<FakeReply, { kind: 'content' }>, 'kind' | 'content'> = {},
  ): FakeReply {
    return { kind: 'content', content: JSON.stringify({ sections }), ...extra };
  },
  hang(): FakeReply {
    return { kind: 'hang' };
  },
  disconnect(): FakeReply {
    return { kind: 'disconnect' };
  },
};

/**
 * The facts `sampleDraft` is written from: the sentences the test articles carry (the same as
 * test/admin-setup.ts's seeded keywords), so its every figure and name is in the sources.
 */
export const SAMPLE_SOURCE_SENTENCES = [
  '서울시는 올해 가을 한강 공원에서 대규모 축제를 연다고 22일 밝혔다.',
  '축제에는 지난해보다 30% 많은 12만 명이 찾을 것으로 예상된다.',
  '시 관계자는 "시민들이 편하게 즐길 수 있도록 준비했다"고 말했다.',
  '행사장 주변에는 먹거리 장터와 공연 무대가 마련될 예정이다.',
  '교통 혼잡을 줄이기 위해 지하철 운행 횟수도 늘어난다.',
] as const;

/** A source article telling SAMPLE_SOURCE_SENTENCES, for writer tests. */
export function sampleArticle(overrides: Partial<SourceArticle> = {}): SourceArticle {
  return {
    title: '서울시, 올가을 한강 공원서 대규모 축제',
    outlet: '글감일보',
    url: 'https://news.example/articles/1',
    body: SAMPLE_SOURCE_SENTENCES.join(' '),
    publishedAt: new Date('2025-05-01T09:00:00+09:00'),
    ...overrides,
  };
}

/** The keyword `sampleDraft`'s title options and meta description carry. */
export const SAMPLE_KEYWORD = '한강 가을 축제';

/** The outline the fake model plans by default: headings phrased for the sample story. */
export function sampleOutline(): PlannedSection[] {
  return [
    { heading: '서울시가 한강 공원에 여는 가을 축제', role: 'what', sources: [1] },
    { heading: '12만 명이 찾을 것으로 보는 이유', role: 'figures', sources: [1, 2] },
    { heading: '시 관계자가 전한 준비 상황', role: 'voices', sources: [1] },
    { heading: '먹거리 장터와 공연 무대', role: 'background', sources: [2] },
    { heading: '늘어나는 지하철 운행', role: 'next', sources: [1] },
  ];
}

/**
 * A valid, fact-only Korean draft in 해요체 (5 sections), every figure and name from SAMPLE_SOURCE_SENTENCES,
 * written in its own words: no sentence is a source sentence with a new ending (the copy check of ADR 031),
 * one attributed quote, and the event itself in the intro.
 */
export function sampleDraft(): WriterDraft {
  return {
    title: '한강 가을 축제, 지난해보다 30% 많은 12만 명 찾는다',
    titleOptions: [
      '한강 가을 축제, 지난해보다 30% 많은 12만 명 찾는다',
      '한강 가을 축제에 먹거리 장터와 공연 무대가 열려요',
      '한강 가을 축제 가는 길, 지하철 운행이 늘어나요',
    ],
    intro: '올해 가을 한강 공원에서 서울시가 큰 축제를 열어요. 기사에 나온 준비 상황을 차례로 살펴봐요.',
    summary: [
      '서울시가 22일 한강 공원 가을 축제 계획을 발표했어요.',
      '방문객은 12만 명쯤으로, 지난해보다 30% 늘 것으로 보고 있어요.',
      '장터와 무대가 함께 들어서서 먹고 즐길 거리가 많아요.',
    ],
    sections: [
      {
        heading: '서울시가 한강 공원에 여는 가을 축제',
        paragraphs: ['올해 가을 축제의 무대는 한강 공원이에요. 서울시가 직접 준비하는 큰 행사예요.'],
      },
      { heading: '방문객이 늘어나는 축제', paragraphs: ['찾는 사람이 지난해보다 늘어날 것으로 보여요.'] },
      {
        heading: '시 관계자가 전한 준비 상황',
        paragraphs: ['시 관계자는 "시민들이 편하게 즐길 수 있도록 준비했다"고 말했어요.'],
      },
      { heading: '먹거리 장터와 공연 무대', paragraphs: ['행사장 둘레가 장터와 무대로 채워질 예정이에요.'] },
      {
        heading: '늘어나는 지하철 운행',
        paragraphs: [
          '붐비는 길을 덜기 위해 지하철이 평소보다 자주 다녀요.',
          '가을 나들이로 찾는다면 대중교통이 편할 거예요.',
        ],
      },
    ],
    closing: '가을 나들이 계획이 있다면 한강 공원 축제 소식을 눈여겨보세요.',
    tags: ['한강축제', '서울시', '한강공원', '가을축제', '먹거리장터', '지하철'],
    metaDescription:
      '한강 가을 축제 소식: 서울시가 한강 공원에서 여는 가을 축제에 지난해보다 30% 많은 12만 명이 찾을 것으로 예상돼요. 먹거리 장터와 공연 무대도 마련돼요.',
    notes: [],
  };
}

/** A draft that tries every trick a compromised answer might use. */
export function hostileDraft(): WriterDraft {
  const link = "<a href='https://evil.example'>click</a>";
  return {
    title: `<script>alert("x")</script>금리 동결 소식 ${link}`,
    titleOptions: [`한강 가을 축제 ${link}`, '[한강 가을 축제](https://evil.example/title) 소식', 'www.evil.example'],
    intro: `자세한 내용은 [여기](https://evil.example/path?q=1)에서 확인하세요. ${link} www.evil.example 도 있어요.`,
    summary: [
      '기준금리가 동결됐어요. <img src=x onerror="alert(1)">',
      '문의는 admin@evil.example 로 보내 달라고 해요.',
      '바로가기: evil.example/landing 그리고 http://evil.example:8080/a',
    ],
    sections: [
      { heading: '<b>무슨 일</b>이 있었나요?', paragraphs: [`금리 소식 ${link}`, '<script>steal()</script>', ''] },
      { heading: '## 이유', paragraphs: ['**물가** 흐름 때문이에요. ![이미지](https://evil.example/x.png)'] },
      { heading: '시장 반응', paragraphs: ['javascript:alert(1) 채권시장은 차분했어요.'] },
      {
        heading: '가계 영향 &lt;script&gt;',
        paragraphs: ['대출 금리는 비슷해요. &lt;a href="https://evil.example"&gt;'],
      },
      { heading: '앞으로', paragraphs: ['다음 회의를 지켜봐요. <iframe src="https://evil.example"></iframe>'] },
    ],
    closing: `읽어 주셔서 고마워요. ${link}`,
    tags: ['#금리', '<script>x</script>evil.example', '한국은행', 'https://evil.example', '경제'],
    metaDescription: `<script>alert(1)</script>한강 가을 축제 소식은 https://evil.example 에서 확인하세요. ${link} 기사 내용을 정리했어요.`,
    notes: ['<img src=x onerror="alert(1)">메모', 'https://evil.example'],
  };
}

export async function startFakeOpenAiServer(options: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let script: FakeReplySource[] = [];
  let defaultReply: FakeReplySource = options.defaultReply ?? fakeReplies.draft(sampleDraft());
  let outlineScript: FakeReplySource[] = [];
  let outlineReply: FakeReplySource = fakeReplies.outline();
  let chatIndex = 0;
  const tokensPerSecond = options.tokensPerSecond ?? 50;
  const charsPerToken = Math.max(1, options.charsPerToken ?? 2);

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: 'fake server failure', type: 'server_error' } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawBody = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    let body: FakeChatRequestBody | undefined;
    try {
      const parsed: unknown = JSON.parse(rawBody);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as FakeChatRequestBody;
    } catch {
      body = undefined;
    }
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      rawBody,
      body,
      receivedAt: Date.now(),
    };
    requests.push(record);

    if (req.method === 'GET' && path.endsWith('/models')) {
      sendJson(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] });
      return;
    }
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      sendJson(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error' } });
      return;
    }
    if (!body || !Array.isArray(body.messages)) {
      sendJson(res, 400, {
        error: { message: 'Request body must be JSON with messages', type: 'invalid_request_error' },
      });
      return;
    }
    const index = chatIndex;
    chatIndex += 1;
    const source = isOutlineRequest(record)
      ? (outlineScript.shift() ?? outlineReply)
      : (script.shift() ?? defaultReply);
    const reply = typeof source === 'function' ? source(record, index) : source;
    await respond(reply, body, req, res, record);
  }

  async function respond(
    reply: FakeReply,
    body: FakeChatRequestBody,
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedRequest,
  ) {
    switch (reply.kind) {
      case 'hang':
        return;
      case 'disconnect':
        req.socket.destroy();
        return;
      case 'raw':
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain; charset=utf-8' });
        res.end(reply.body);
        return;
      case 'error':
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(
          JSON.stringify({
            error: {
              message: reply.message ?? `HTTP ${reply.status}`,
              type:
                reply.status === 429
                  ? 'rate_limit_exceeded'
                  : reply.status >= 500
                    ? 'server_error'
                    : 'invalid_request_error',
              code: null,
            },
          }),
        );
        return;
      case 'content': {
        if (reply.delayMs) await delay(reply.delayMs, res);
        if (res.destroyed) return;
        const usage = reply.usage === undefined ? estimateUsage(body, reply.content) : reply.usage;
        if (body.stream === true) {
          streamContent(res, body, reply, usage, {
            tokensPerSecond: reply.tokensPerSecond ?? tokensPerSecond,
            charsPerToken,
            record,
          });
          return;
        }
        sendJson(res, 200, {
          id: `chatcmpl-fake-${Date.now()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'fake-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content },
              finish_reason: reply.finishReason ?? 'stop',
            },
          ],
          ...(usage ? { usage } : {}),
        });
        return;
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    chatRequests: () => requests.filter((request) => request.path.endsWith('/chat/completions')),
    outlineRequests: () =>
      requests.filter((request) => request.path.endsWith('/chat/completions') && isOutlineRequest(request)),
    writeRequests: () =>
      requests.filter((request) => request.path.endsWith('/chat/completions') && !isOutlineRequest(request)),
    enqueue: (...replies) => {
      script.push(...replies);
    },
    setDefaultReply: (reply) => {
      defaultReply = reply;
    },
    enqueueOutline: (...replies) => {
      outlineScript.push(...replies);
    },
    setOutlineReply: (reply) => {
      outlineReply = reply;
    },
    reset: () => {
      script = [];
      outlineScript = [];
      outlineReply = fakeReplies.outline();
      requests.length = 0;
      chatIndex = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function isOutlineRequest(request: RecordedRequest): boolean {
  return request.body?.messages?.[0]?.content === OUTLINE_SYSTEM_PROMPT;
}

function streamContent(
  res: ServerResponse,
  body: FakeChatRequestBody,
  reply: Extract<FakeReply, { kind: 'content' }>,
  usage: FakeUsage | null,
  {
    tokensPerSecond,
    charsPerToken,
    record,
  }: { tokensPerSecond: number; charsPerToken: number; record: RecordedRequest },
) {
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'fake-model';
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
  const pieces: string[] = [];
  const characters = Array.from(reply.content);
  for (let index = 0; index < characters.length; index += charsPerToken) {
    pieces.push(characters.slice(index, index + charsPerToken).join(''));
  }
  const interval = tokensPerSecond > 0 && Number.isFinite(tokensPerSecond) ? 1000 / tokensPerSecond : 0;

  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.write(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));

  const started = Date.now();
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  res.on('close', () => clearTimeout(timer));
  const tick = () => {
    if (res.destroyed) return;
    // Send every piece that is due (keeps the rate even when timers run late).
    const due =
      interval === 0 ? pieces.length : Math.min(pieces.length, Math.floor((Date.now() - started) / interval) + 1);
    while (sent < due) {
      if (sent === reply.disconnectAfterTokens) {
        record.finishedAt = Date.now();
        res.destroy();
        return;
      }
      res.write(chunk([{ index: 0, delta: { content: pieces[sent] }, finish_reason: null }]));
      record.firstContentAt ??= Date.now();
      sent += 1;
    }
    if (sent < pieces.length) {
      timer = setTimeout(tick, Math.max(0, started + sent * interval - Date.now()));
      return;
    }
    res.write(chunk([{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }]));
    if (usage && body.stream_options?.include_usage) res.write(chunk([], { usage }));
    res.end('data: [DONE]\n\n');
    record.finishedAt = Date.now();
  };
  tick();
}

function estimateUsage(body: FakeChatRequestBody, content: string): FakeUsage {
  const promptChars = (body.messages ?? []).reduce(
    (total, message) => total + (typeof message.content === 'string' ? message.content.length : 0),
    0,
  );
  const prompt = Math.ceil(promptChars / 2);
  const completion = Math.ceil(content.length / 2);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const piece of req) {
    const buffer = piece as Buffer;
    size += buffer.length;
    if (size > 10 * 1024 * 1024) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
