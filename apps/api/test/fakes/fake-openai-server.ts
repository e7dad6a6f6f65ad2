import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WriterDraft } from '../../src/features/generation/providers/provider.ts';

/**
 * A tiny OpenAI-compatible Chat Completions server on 127.0.0.1 for tests and benchmarks.
 * Each POST `…/chat/completions` takes the next scripted reply (then the default reply), and
 * every request is recorded so tests can inspect the prompt. `stream: true` requests get SSE
 * chunks at a configurable rate, ending with `data: [DONE]`.
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
  /** Chat completion requests only. */
  chatRequests(): RecordedRequest[];
  /** Appends replies, used one per chat completion request, in order. */
  enqueue(...replies: FakeReplySource[]): void;
  setDefaultReply(reply: FakeReplySource): void;
  /** Forgets the script and the recorded requests. */
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
  hang(): FakeReply {
    return { kind: 'hang' };
  },
  disconnect(): FakeReply {
    return { kind: 'disconnect' };
  },
};

/** A valid, fact-only Korean draft (5 sections). */
export function sampleDraft(): WriterDraft {
  return {
    title: '한국은행 기준금리 동결, 무엇이 달라질까요?',
    intro: '한국은행이 기준금리를 연 3.50%로 유지했어요. 오늘 발표된 내용을 차근차근 정리해 볼게요.',
    summary: [
      '한국은행 금융통화위원회가 기준금리를 연 3.50%로 동결했어요.',
      '물가 상승률이 목표 수준에 가까워졌다는 판단이 있었어요.',
      '가계부채 증가세는 계속 지켜보겠다고 밝혔어요.',
    ],
    sections: [
      { heading: '무슨 일이 있었나요?', paragraphs: ['금융통화위원회가 정례회의에서 기준금리를 동결했어요.'] },
      { heading: '동결한 이유', paragraphs: ['물가 흐름과 경기 상황을 함께 고려했다고 해요.'] },
      { heading: '시장의 반응', paragraphs: ['채권시장은 발표 직후 큰 변화 없이 움직였어요.'] },
      { heading: '가계에 미치는 영향', paragraphs: ['대출 금리는 당분간 비슷한 수준을 유지할 것으로 보여요.'] },
      {
        heading: '앞으로의 일정',
        paragraphs: ['다음 회의는 다음 달에 열릴 예정이에요.', '발표 내용을 함께 지켜봐요.'],
      },
    ],
    closing: '오늘 정리한 내용이 금리 흐름을 이해하는 데 도움이 되었으면 좋겠어요.',
    tags: ['기준금리', '한국은행', '경제'],
  };
}

/** A draft that tries every trick a compromised answer might use. */
export function hostileDraft(): WriterDraft {
  const link = "<a href='https://evil.example'>click</a>";
  return {
    title: `<script>alert("x")</script>금리 동결 소식 ${link}`,
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
  };
}

export async function startFakeOpenAiServer(options: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let script: FakeReplySource[] = [];
  let defaultReply: FakeReplySource = options.defaultReply ?? fakeReplies.draft(sampleDraft());
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
    const source = script.shift() ?? defaultReply;
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
    enqueue: (...replies) => {
      script.push(...replies);
    },
    setDefaultReply: (reply) => {
      defaultReply = reply;
    },
    reset: () => {
      script = [];
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
