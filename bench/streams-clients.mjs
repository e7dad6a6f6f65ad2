// The clients of the streaming-at-scale benchmark (bench/streams.ts), in a process of their own: every client
// sends its streamed `POST /api/generate/` (Accept: text/event-stream) at the same moment over plain HTTP (Node's
// fetch) and reads the server-sent events to the end. Prints one JSON line: per client when it sent the request,
// got the headers, got the first preview text and the result, the result, and any error; plus this process's
// event-loop delay, which would make the clients note their times late.
//
//   node bench/streams-clients.mjs <plan.json>    # {"url": "http://…/api/generate/", "clients": [{n, token, keywordId}]}
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const loop = monitorEventLoopDelay({ resolution: 10 });

/** One client's generation; never throws (a failure is part of the record). */
async function generate({ n, token, keywordId }) {
  const record = { n, sentAt: Date.now(), previews: 0, resets: 0 };
  try {
    const response = await fetch(plan.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ keyword_id: keywordId }),
    });
    record.headersAt = Date.now();
    record.status = response.status;
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      record.error = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
      return record;
    }
    const decoder = new TextDecoder();
    let pending = '';
    for await (const bytes of response.body) {
      const arrivedAt = Date.now();
      pending += decoder.decode(bytes, { stream: true });
      const events = pending.split('\n\n');
      pending = events.pop();
      for (const event of events) {
        const name = /^event: (.+)$/m.exec(event)?.[1];
        const data = /^data: (.+)$/m.exec(event)?.[1];
        if (name === 'preview') {
          record.previews += 1;
          if (record.firstTextAt === undefined && JSON.parse(data).text.trim()) {
            record.firstTextAt = arrivedAt;
            record.firstText = JSON.parse(data).text;
          }
        } else if (name === 'reset') {
          record.resets += 1;
        } else if (name === 'result') {
          record.resultAt = arrivedAt;
          record.result = JSON.parse(data);
        }
      }
    }
    if (!record.result) record.error = 'the stream ended without a result event';
    else if (record.result.status !== 'success')
      record.error = `result ${record.result.status}: ${record.result.error_message}`;
    else if (record.result.from_cache) record.error = 'answered from cache';
    else if (record.firstTextAt === undefined) record.error = 'no preview text (the offline writer answered?)';
  } catch (error) {
    record.error = `${error.name}: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`;
  }
  return record;
}

loop.enable();
const startedAt = Date.now();
const records = await Promise.all(plan.clients.map(generate));
const finishedAt = Date.now();
loop.disable();
const ms = (ns) => Math.round(ns / 1e4) / 100;
console.log(
  JSON.stringify({
    startedAt,
    finishedAt,
    eventLoop: { p99Ms: ms(loop.percentile(99)), maxMs: ms(loop.max), minMs: ms(loop.min) },
    records,
  }),
);
