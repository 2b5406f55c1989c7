import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * Stands in front of the real learner subgraph like a stopped process would:
 * while stalled it takes requests and answers none; on resume it forwards
 * them all, as a resumed process works through its backlog.
 */
export async function stallingProxy(target: string) {
  let stalled = false;
  let received = 0;
  let held: (() => void)[] = [];
  const server: Server = createServer(async (req, res) => {
    received++;
    const body = await readBody(req);
    if (stalled) await new Promise<void>((resolve) => held.push(resolve));
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length')) as Record<string, string>,
        body,
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text());
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    received: () => received,
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      for (const release of held) release();
      held = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });
}
