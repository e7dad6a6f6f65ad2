// The demo newsroom alone, as another machine's news site: `node --import tsx bench/demo-site.ts <port>`.
// bench/ingest.ts reads its feed and article pages; nothing else runs in this process.
import Fastify from 'fastify';
import { demoNewsroom } from '@geulgam/demo-newsroom';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port < 1) {
  console.error(`usage: node --import tsx bench/demo-site.ts <port> (got ${process.argv[2]})`);
  process.exit(2);
}
const app = Fastify();
await app.register(demoNewsroom, { publicUrl: `http://127.0.0.1:${port}` });
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
