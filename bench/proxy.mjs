// A small loopback reverse proxy for the mixed benchmark (issue 19), in its own process, standing in for the
// load balancer in front of API replicas:
//
//   node bench/proxy.mjs <port> <upstream>[,<upstream>…] [--tcp]   e.g. 28100 http://127.0.0.1:28110,http://127.0.0.1:28120
//
// With --tcp (the mixed bench's default, BENCH_PROXY=tcp): a pass-through at the TCP level, as a layer-4 balancer
// (nginx's stream module, HAProxy in tcp mode) is: each member connection is joined to one upstream connection, in
// turn, and the bytes are copied both ways without reading HTTP. The upstream connection is opened from the member's
// own loopback address (all of 127/8 is local on Linux), so the API sees the member's address as its peer, which is
// what X-Forwarded-For gives it otherwise. It counts requests by the request lines that start a chunk from the
// client (a method name), a count for the report, not a parse. Without --tcp: the HTTP proxy below.
//
// Round-robin per request over keep-alive connections; bodies stream both ways (server-sent events pass
// through as they are written). Like nginx's `proxy_add_x_forwarded_for`, it appends the address the
// client connected from to X-Forwarded-For, so an API started with TRUST_PROXY=127.0.0.1 rate-limits the
// member's address and not the proxy's. Prints one JSON line once it listens; SIGTERM stops it.
import http from 'node:http';
import net from 'node:net';

const [portArg, upstreamsArg = '', modeArg = ''] = process.argv.slice(2);
const tcp = modeArg === '--tcp';
const port = Number(portArg);
const upstreams = upstreamsArg
  .split(',')
  .filter(Boolean)
  .map((u) => new URL(u));
if (!Number.isInteger(port) || port < 1 || upstreams.length === 0) {
  console.error('usage: node bench/proxy.mjs <port> <upstream>[,<upstream>…]');
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 512 });
// Hop-by-hop headers are the proxy's own business (RFC 9110 §7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
let next = 0;
const forwarded = upstreams.map(() => 0);

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/** Bytes that open an HTTP request line ("GET ", "POST ", …): the first letters of the methods the bench sends. */
const METHOD_START = new Set(['GET ', 'POST', 'PUT ', 'PATC', 'DELE', 'HEAD', 'OPTI']);

function passThrough(socket) {
  const index = next++ % upstreams.length;
  const target = upstreams[index];
  const upstream = net.connect({
    host: target.hostname,
    port: Number(target.port),
    // The member's own address as the upstream connection's source, so the API's peer is the member.
    localAddress: socket.remoteAddress?.replace(/^::ffff:/, ''),
  });
  socket.setNoDelay(true);
  upstream.setNoDelay(true);
  socket.on('data', (chunk) => {
    if (chunk.length >= 4 && METHOD_START.has(chunk.toString('latin1', 0, 4))) forwarded[index] += 1;
  });
  socket.pipe(upstream);
  upstream.pipe(socket);
  const end = () => {
    socket.destroy();
    upstream.destroy();
  };
  socket.on('error', end).on('close', end);
  upstream.on('error', end).on('close', end);
}

const server = tcp
  ? net.createServer(passThrough)
  : http.createServer((req, res) => {
      const index = next++ % upstreams.length;
      forwarded[index] += 1;
      const target = upstreams[index];
      const client = req.socket.remoteAddress ?? '';
      const headers = withoutHopByHop(req.headers);
      headers['x-forwarded-for'] = req.headers['x-forwarded-for']
        ? `${req.headers['x-forwarded-for']}, ${client}`
        : client;
      headers['x-forwarded-proto'] = 'http';
      headers['x-forwarded-host'] = req.headers.host ?? '';
      const upstream = http.request(
        { agent, host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      upstream.on('error', () => {
        if (res.headersSent) return res.destroy();
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'bad_gateway', message: `upstream ${target.host} failed` }));
      });
      // The member went away (a closed stream): stop the upstream answer too.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    });
if (!tcp) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Streams last as long as a generation does; the API's own timeouts apply.
  server.requestTimeout = 0;
}

server.listen(port, '127.0.0.1', () => {
  console.log(
    JSON.stringify({ proxy: `http://127.0.0.1:${port}`, upstreams: upstreams.map(String), mode: tcp ? 'tcp' : 'http' }),
  );
});
process.on('SIGTERM', () => {
  console.log(JSON.stringify({ forwarded }));
  server.close();
  agent.destroy();
  process.exit(0);
});
