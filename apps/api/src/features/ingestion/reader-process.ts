// The page reader's process (page-reader.ts): parses feeds and reads article pages, so the parsers (linkedom,
// Readability, fast-xml-parser) and what a run of pages leaves behind live and die here, not in the API (ADR 045).
import '../../map-bundle-stacks.ts';
import { parseFeed } from './feed-parser.ts';
import type { ReaderReply, ReaderRequest } from './page-reader.ts';
import { readArticle } from './read-article.ts';

process.on('message', (request: ReaderRequest) => {
  let reply: ReaderReply;
  try {
    reply =
      request.kind === 'feed'
        ? { id: request.id, result: { kind: 'feed', feed: parseFeed(request.xml, request.feedUrl) } }
        : { id: request.id, result: { kind: 'article', article: readArticle(request.item, request.page) } };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send!(reply);
});
// The API went away (or closed the reader): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
