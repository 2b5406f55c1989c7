// Child process of infra/bench/anonymous-uploads.ts: the control, a bare Node
// server refusing every request as the gateway refuses an anonymous 10 MB
// body (the 413, then closeIfBodyUnread's pause and hold), with nothing else
// of the gateway: from its Content-Length, or, chunked, once it has read past
// the anonymous limit as the gateway must. A process of its own, so that its
// CPU per refused post is measured as the gateway's is: it sends its port once
// listening, and its CPU time so far (ms) whenever the bench asks.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSON_BODY_BYTES } from '../../../gateway/src/config.ts';
import { closeIfBodyUnread, cutOffPast } from '../../../gateway/src/http/unread-body.ts';

export type BareRefuserMessage = { port: number } | { cpuMs: number };

const body = JSON.stringify({ message: 'refused' });
const server = createServer((req, res) => {
  const refuse = () => {
    if (res.headersSent) return;
    closeIfBodyUnread(req, res);
    res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  };
  if (req.headers['content-length'] !== undefined) return refuse();
  cutOffPast(req, JSON_BODY_BYTES, refuse);
  req.on('end', refuse);
});
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port } satisfies BareRefuserMessage));
process.on('message', () => {
  const cpu = process.cpuUsage();
  process.send!({ cpuMs: (cpu.user + cpu.system) / 1000 } satisfies BareRefuserMessage);
});
process.once('disconnect', () => process.exit(0));
