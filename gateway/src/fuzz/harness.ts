import { Agent, request as httpRequest } from 'node:http';
import { REST_ROUTES } from '../rest/routes.ts';
import type { Stack } from '../testing/stack.ts';
import { hostileRequest, type FuzzContext, type HostileRequest, type TokenKind } from './hostile-requests.ts';
import { sampleOf, SHAPES } from './inputs.ts';
import { OPERATIONS, operationDocument } from './operations.ts';
import { changedTables, snapshotTables, type TableChange } from './table-snapshot.ts';

/**
 * Sends the hostile requests to a running gateway and checks every answer:
 * never a 5xx, always JSON with a readable
 * message when refused, never an accepted write, never a hang.
 */
export interface FuzzOptions {
  seed: number;
  requests: number;
  concurrency: number;
  /** Only these indexes (to replay failures). */
  only?: number[];
}

interface Failure {
  index: number;
  entry: string;
  problem: string;
  status: number | null;
  request: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  durationMs: number;
  byStatus: Record<string, number>;
  byClass: Record<string, number>;
  byEntry: Record<string, Record<string, number>>;
  failures: Failure[];
  /** Set when a request got no answer: the run stopped there, as the gateway may be held (by it or another request then in flight). */
  stoppedAt?: number;
}

const REQUEST_TIMEOUT_MS = 20_000;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs in the fuzz learner and admin and makes their first requests (which
 * write their user, progress and profile rows), creates the content item,
 * config and conversation the fuzzer aims at, and mints broken credentials.
 */
export async function warmUp(stack: Stack): Promise<FuzzContext> {
  const { issuer } = stack;
  const learner = await issuer.token({ sub: 'fuzz-learner', expiresIn: '6h' });
  const admin = await issuer.token({ sub: 'fuzz-admin', roles: ['learner', 'admin'], expiresIn: '6h' });
  const unsignedAdmin = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'fuzz-admin', iss: issuer.issuer, aud: issuer.audience, exp: 4e9, realm_access: { roles: ['admin'] } })}.`;
  const authorization: Record<TokenKind, string | undefined> = {
    none: undefined,
    learner: `Bearer ${learner}`,
    admin: `Bearer ${admin}`,
    forged: `Bearer ${await issuer.token({ sub: 'fuzz-learner', forged: true })}`,
    expired: `Bearer ${await issuer.token({ sub: 'fuzz-learner', expiresIn: Math.floor(Date.now() / 1000) - 60 })}`,
    'wrong audience': `Bearer ${await issuer.token({ sub: 'fuzz-learner', audience: 'another-api' })}`,
    'not a JWT': 'Bearer not.a.jwt',
    'empty bearer': 'Bearer ',
    basic: 'Basic ZnV6ejpmdXp6',
    oversized: `Bearer ${'a'.repeat(8000)}`,
    'alg none': `Bearer ${unsignedAdmin}`,
  };
  const graphql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  };
  const must = async (token: string, query: string, variables?: Record<string, unknown>) => {
    const { data, errors } = await graphql(token, query, variables);
    if (errors) throw new Error(`fuzz warm-up: ${query} failed: ${errors[0]!.message}`);
    return data!;
  };
  const readEverything = async () => {
    for (const token of [learner, admin]) {
      for (const operation of OPERATIONS.filter((o) => o.type === 'query' && (o.access !== 'admin' || token === admin))) {
        const variables = Object.fromEntries(Object.entries(operation.args).map(([name, arg]) => [name, arg.optional ? null : sampleOf(arg.shape)]));
        await graphql(token, operationDocument(operation), variables);
      }
      for (const route of REST_ROUTES.filter((r) => r.method === 'GET' && (r.access !== 'admin' || token === admin))) {
        await (await fetch(`${stack.url}${route.path}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      }
    }
  };
  await readEverything();
  const configs = (await graphql(admin, 'mutation { initializeConfigs { configKey } }')).data?.initializeConfigs as { configKey: string }[] | undefined;
  const configKey = configs?.[0]?.configKey ?? (await must(admin, '{ adminConfigs { configKey } }')).adminConfigs[0].configKey;
  const contentId = (await must(admin, 'mutation ($input: ContentInput!) { createContent(input: $input) { id } }', { input: sampleOf(SHAPES.content) }))
    .createContent.id;
  const conversationId = (await must(learner, 'mutation { startConversation(theme: travel) { id } }')).startConversation.id;
  const socraticSessionId = (await must(learner, 'mutation { startSocraticSession(topic: surf) { id } }')).startSocraticSession.id;
  await must(learner, 'mutation ($input: LearningProfileInput!) { saveLearningProfile(input: $input) { englishLevel } }', {
    input: sampleOf(SHAPES.learningProfile),
  });
  await readEverything();
  return { authorization, ids: { contentId, configKey, conversationId, socraticSessionId } };
}

interface Answer {
  status: number | null;
  contentType: string;
  text: string;
  error?: string;
}

function send(baseUrl: URL, req: HostileRequest, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    const outgoing = httpRequest(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: req.method,
        path: req.path,
        headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          settle({ status: res.statusCode ?? null, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (err) => settle({ status: res.statusCode ?? null, contentType: '', text: '', error: err.message }));
      },
    );
    outgoing.on('timeout', () => {
      settle({ status: null, contentType: '', text: '', error: `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` });
      outgoing.destroy();
    });
    // A server may answer (413) and close before reading a large body: only an error without an answer counts.
    outgoing.on('error', (err) => setTimeout(() => settle({ status: null, contentType: '', text: '', error: err.message }), 200));
    outgoing.end(req.body);
  });
}

/** What is wrong with an answer, if anything. */
function problemWith(req: HostileRequest, answer: Answer): string | null {
  if (answer.status === null) return `no answer: ${answer.error}`;
  const { status } = answer;
  if (status >= 500) return `status ${status}`;
  if (!/^application\/(graphql-response\+)?json\b/.test(answer.contentType)) return `not JSON (${answer.contentType || 'no content type'})`;
  let body: { message?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'JSON content type but unparsable body';
  }
  const errors = req.api === 'graphql' ? body?.errors : undefined;
  if (errors?.some((e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR')) return 'GraphQL INTERNAL_SERVER_ERROR';
  const refused = status >= 400 || (errors?.length ?? 0) > 0;
  if (refused) {
    // Requests refused before any route (by the HTTP parser) carry a plain { message } on /graphql too.
    const message = errors?.[0]?.message ?? body?.message;
    if (typeof message !== 'string' || message.trim() === '') return 'refused without a readable message';
  } else if (req.mustBeRefused) {
    return `accepted (${status}) a request it must refuse`;
  }
  return null;
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

async function runFuzz(url: string, ctx: FuzzContext, options: FuzzOptions): Promise<FuzzReport> {
  const baseUrl = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const indexes = options.only ?? Array.from({ length: options.requests }, (_, i) => i);
  const report: FuzzReport = { seed: options.seed, sent: 0, durationMs: 0, byStatus: {}, byClass: {}, byEntry: {}, failures: [] };
  const bump = (counts: Record<string, number>, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < indexes.length && report.stoppedAt === undefined) {
      const req = hostileRequest(options.seed, indexes[next++]!, ctx);
      const answer = await send(baseUrl, req, agent);
      // No answer in time: the gateway may be held by this request, and every later one would only wait too.
      if (answer.status === null && answer.error?.startsWith('no answer')) report.stoppedAt ??= req.index;
      report.sent++;
      const status = answer.status === null ? 'none' : String(answer.status);
      const statusClass = answer.status === null ? 'no answer' : `${String(answer.status)[0]}xx`;
      bump(report.byStatus, status);
      bump(report.byClass, statusClass);
      bump((report.byEntry[req.entry] ??= {}), statusClass);
      const problem = problemWith(req, answer);
      if (problem) {
        report.failures.push({
          index: req.index,
          entry: req.entry,
          problem,
          status: answer.status,
          request: clip(
            `${req.method} ${req.path} [token: ${req.token}] [${req.defects.join('; ')}] ${req.headers['content-type'] ?? ''} ${req.body?.toString('utf8') ?? ''}`,
          ),
          answer: clip(`${answer.contentType} ${answer.text || answer.error || ''}`),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  report.durationMs = performance.now() - started;
  agent.destroy();
  report.failures.sort((a, b) => a.index - b.index);
  return report;
}

/** Runs the fuzz between two snapshots of every table. */
export async function fuzzAndCompare(url: string, databaseUrl: string, ctx: FuzzContext, options: FuzzOptions) {
  const before = await snapshotTables(databaseUrl);
  const report = await runFuzz(url, ctx, options);
  const changes = changedTables(before, await snapshotTables(databaseUrl));
  return { report, changes };
}

/** The figures, as the test and `make fuzz` print them. */
export function formatReport(report: FuzzReport, changes: TableChange[]): string {
  const counts = (c: Record<string, number>) =>
    Object.entries(c)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
  const fivexx = Object.entries(report.byStatus).reduce((sum, [status, n]) => sum + (status.startsWith('5') ? n : 0), 0);
  const problems = new Map<string, number>();
  for (const f of report.failures) problems.set(`${f.entry}: ${f.problem}`, (problems.get(`${f.entry}: ${f.problem}`) ?? 0) + 1);
  return [
    `Fuzz (seed ${report.seed}): ${report.sent} hostile requests in ${(report.durationMs / 1000).toFixed(1)} s (${((report.sent / report.durationMs) * 1000).toFixed(0)} req/s)`,
    `  by status class: ${counts(report.byClass)}`,
    `  by status: ${counts(report.byStatus)}`,
    `  5xx: ${fivexx}; failures: ${report.failures.length}`,
    ...(report.stoppedAt === undefined
      ? []
      : [
          `  STOPPED at #${report.stoppedAt}: requests ${report.failures
            .filter((f) => f.status === null)
            .map((f) => `#${f.index}`)
            .join(', ')} got no answer within ${REQUEST_TIMEOUT_MS / 1000} s; one of them may hold the gateway (replay each alone with FUZZ_ONLY)`,
        ]),
    `  rows changed: ${changes.reduce((sum, c) => sum + c.rowsChanged, 0)}${changes.length ? ` (${changes.map((c) => `${c.table} ${c.rowsBefore} → ${c.rowsAfter} rows, ${c.rowsChanged} changed`).join('; ')})` : ''}`,
    `  by entry point (${Object.keys(report.byEntry).length}):`,
    ...Object.entries(report.byEntry)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([entry, c]) => `    ${entry}: ${counts(c)}`),
    ...(problems.size ? ['  failures by entry point and problem:', ...[...problems].map(([p, n]) => `    ${n} × ${p}`)] : []),
    ...report.failures.slice(0, 40).map((f) => `  #${f.index} ${f.entry}: ${f.problem}\n      request: ${f.request}\n      answer: ${f.answer}`),
    ...(report.failures.length > 40 ? [`  … ${report.failures.length - 40} more failures`] : []),
    ...(report.failures.length ? [`  replay: FUZZ_SEED=${report.seed} FUZZ_ONLY=${report.failures.map((f) => f.index).join(',')} make fuzz`] : []),
  ].join('\n');
}
