// Child process of infra/bench/anonymous-uploads.ts: `posters` anonymous
// callers each POST /graphql a 10 MB body shaped like requestPhoneticAnalysis,
// all at once in rounds (a burst every `everyMs`), or each again as soon as
// its last post ends (a flood), until `durationMs` has passed. A process of
// its own, on raw sockets: an HTTP client library in the bench's process
// times its own event loop (and buffers the body), not the gateway. Each post
// writes its head, then the body in 64 KB writes as fast as TCP takes them,
// one write per socket per turn of the event loop so that pushing 50 bodies
// does not keep answers waiting unread; it is timed from its head written to
// the first byte of the answer, and ends as a real uploader does once
// answered: it stops sending and hangs up.
import { connect, type Socket } from 'node:net';

export interface AttackPlan {
  /** The gateway's address, and its name for the Host header. */
  address: string;
  host: string;
  port: number;
  posters: number;
  bodyBytes: number;
  /** With Content-Length (refusable from the headers), or chunked (refusable once 100 KB have passed). */
  withLength: boolean;
  durationMs: number;
  /** A burst of `posters` posts every `everyMs` (each waiting for the last burst to end), or a flood: each poster again at once. */
  pace: { everyMs: number } | 'flood';
}

export interface PostOutcome {
  /** From the request's head written to the answer's first byte; null when no answer came. */
  answerMs: number | null;
  /** How the post ended: its answer read whole, or the connection lost (reset, closed) before it. */
  ended: 'delivered' | 'reset' | 'closed without an answer' | 'no answer in 10 s';
  status: number | null;
  /**
   * Body bytes written before the answer was whole: mostly into the caller's
   * own send buffer (up to 4 MB on loopback), the rest what the gateway's
   * receive window let through.
   */
  bodyBytesSent: number;
}

export interface AttackReport {
  outcomes: PostOutcome[];
  /** This process's CPU time (user and system): the attackers' own share of the machine. */
  cpuMs: number;
}

/** A requestPhoneticAnalysis body of about `bytes`, its recording a base64 run. */
function recordingBody(bytes: number) {
  const head =
    '{"query":"mutation A($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }","variables":{"t":"think","a":"data:audio/wav;base64,';
  const tail = '"}}';
  return Buffer.from(head + 'A'.repeat(bytes - head.length - tail.length) + tail);
}

const CHUNK_BYTES = 64 * 1024;

/** The body as it goes on the wire: as is with a Content-Length, else in chunked framing. */
function wireChunks(body: Buffer, withLength: boolean): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += CHUNK_BYTES) {
    const data = body.subarray(offset, offset + CHUNK_BYTES);
    chunks.push(withLength ? data : Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));
  }
  if (!withLength) chunks.push(Buffer.from('0\r\n\r\n'));
  return chunks;
}

/** Whether `received` holds a whole answer: status line, headers and a body of its Content-Length. */
function answerOf(received: Buffer): { status: number; whole: boolean } | null {
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(received.subarray(0, 16).toString('latin1'));
  if (!status) return null;
  const headEnd = received.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, headEnd < 0 ? received.length : headEnd).toString('latin1'));
  const whole = headEnd >= 0 && length !== null && received.length - headEnd - 4 >= Number(length[1]);
  return { status: Number(status[1]), whole };
}

function post(plan: AttackPlan, chunks: Buffer[], bodyBytes: number): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: plan.address, port: plan.port, noDelay: true });
    let headWrittenAt = 0;
    let firstByteAt: number | null = null;
    let received = Buffer.alloc(0);
    let answered = false;
    let settled = false;
    const settle = (ended: PostOutcome['ended']) => {
      if (settled) return;
      settled = true;
      const answer = answerOf(received);
      const bodyBytesSent = Math.max(0, socket.bytesWritten - head.length);
      socket.destroy();
      resolve({ answerMs: firstByteAt === null ? null : firstByteAt - headWrittenAt, ended, status: answer?.status ?? null, bodyBytesSent });
    };
    const lengthHeader = plan.withLength ? `Content-Length: ${bodyBytes}` : 'Transfer-Encoding: chunked';
    const head = `POST /graphql HTTP/1.1\r\nHost: ${plan.host}:${plan.port}\r\nContent-Type: application/json\r\n${lengthHeader}\r\n\r\n`;
    let next = 0;
    const writeMore = () => {
      if (answered || socket.destroyed || next >= chunks.length) return;
      if (socket.write(chunks[next++]!)) setImmediate(writeMore);
      else socket.once('drain', writeMore);
    };
    socket.once('connect', () => {
      socket.write(head);
      headWrittenAt = performance.now();
      writeMore();
    });
    socket.on('data', (data: Buffer) => {
      firstByteAt ??= performance.now();
      received = Buffer.concat([received, data]);
      if (answerOf(received)?.whole) {
        answered = true;
        settle('delivered');
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => settle(err.code === 'ECONNRESET' || err.code === 'EPIPE' ? 'reset' : 'closed without an answer'));
    socket.on('close', () => settle(answerOf(received)?.whole ? 'delivered' : 'closed without an answer'));
    socket.setTimeout(10_000, () => settle('no answer in 10 s'));
  });
}

const plan = JSON.parse(process.argv[2]!) as AttackPlan;
const body = recordingBody(plan.bodyBytes);
const chunks = wireChunks(body, plan.withLength);
const cpuFrom = process.cpuUsage();
const end = performance.now() + plan.durationMs;
const outcomes: PostOutcome[] = [];
const posters = Array.from({ length: plan.posters });
if (plan.pace === 'flood') {
  await Promise.all(
    posters.map(async () => {
      while (performance.now() < end) outcomes.push(await post(plan, chunks, body.length));
    }),
  );
} else {
  for (let round = performance.now(); round < end; round = Math.max(round + plan.pace.everyMs, performance.now())) {
    await new Promise((resolve) => setTimeout(resolve, round - performance.now()));
    outcomes.push(...(await Promise.all(posters.map(() => post(plan, chunks, body.length)))));
  }
}
const cpu = process.cpuUsage(cpuFrom);
process.send!({ outcomes, cpuMs: (cpu.user + cpu.system) / 1000 } satisfies AttackReport, () => process.exit(0));
