// The in-run baseline: a bare Node http server answering one fixed JSON document, in a process of its own as Saray
// is, loaded by the same client at the same concurrency. It is the floor of what this machine, this client and a
// keep-alive HTTP exchange cost; Saray's figure is printed as a ratio of it.
import http from 'node:http';

if (!process.send) throw new Error('baseline-child.ts is started by the soak benchmark through fork(), not directly');
const body = JSON.stringify({ id: 1, name: 'Soak baseline', price: '12.50', published: true });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.send!({ origin: `http://127.0.0.1:${port}` });
});
process.on('message', () => server.close(() => process.disconnect()));
server.keepAliveTimeout = 10_000;
