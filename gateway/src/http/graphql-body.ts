import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler, type Response } from 'express';
import { Kind, parse } from 'graphql';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '@juba/contracts/json-depth';
import type { Viewer } from '@juba/platform/viewer';
import { anonymousBodyTooLarge, anonymousDeclaresTooMuch, bodyAllowance, recordingTooLarge, type BodyLimits } from './body-allowance.ts';
import { pathOf, refuseUnread, type HeadRule, type Refusal } from './head-refusals.ts';
import { jsonCutOffPast } from './unread-body.ts';
import type { UploadSlots } from './upload-slots.ts';

/** The root fields whose variables carry a recording (a WAV data URL or its base64). */
const RECORDING_FIELDS = new Set(['requestPhoneticAnalysis', 'analyzeAccent']);

/**
 * Room for a request's `extensions`: Apollo Client names itself there
 * (clientLibrary) on every request; a recording must travel in the variables.
 */
const EXTENSIONS_BYTES = 1024;

const tooLarge = () => Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
const bodyBytes = new WeakMap<IncomingMessage, number>();

/** A refusal in the shape GraphQL clients read errors. */
const graphqlRefusalOf = (status: number, message: string, code: string, retryAfterSeconds?: number): Refusal => ({
  status,
  json: { errors: [{ message, extensions: { code, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } }] },
  retryAfterSeconds,
});
const graphqlRefusal = (req: IncomingMessage, res: Response, status: number, message: string, code: string, retryAfterSeconds?: number) =>
  refuseUnread(req, res, graphqlRefusalOf(status, message, code, retryAfterSeconds));

/**
 * What /graphql refuses from the head alone (head-refusals.ts): an anonymous
 * caller, or one whose token does not verify, declaring a body over the
 * document limit, as graphqlJsonBody would. Only its exact path: anything else
 * Express mounts under /graphql is left to graphqlJsonBody.
 */
export function graphqlHeadRule(limits: BodyLimits): HeadRule {
  const tooLarge = graphqlRefusalOf(413, anonymousBodyTooLarge(limits), 'PAYLOAD_TOO_LARGE');
  const refusalFor = async (caller: Promise<Viewer | null>) => ((await caller.catch(() => null)) ? null : tooLarge);
  return (req) => (pathOf(req) === '/graphql' && anonymousDeclaresTooMuch(req, limits) ? { route: '/graphql', refusalFor } : undefined);
}

/**
 * The JSON body of POST /graphql, read only after the caller is known
 * (body-allowance.ts): at most `documentBytes`, except for a signed-in
 * caller's request of the mutations that carry recordings, whose variables
 * may bring the body up to `audioBytes`. Such a request holds only `query`
 * (parsed with the gateway's token limit), `operationName`, `variables` and
 * at most 1 KB of `extensions`, and its query text stays within `documentBytes`.
 * `identify` resolves the caller from the request (null: anonymous or a token
 * that does not verify, which the GraphQL context then answers).
 */
export function graphqlJsonBody(
  limits: BodyLimits & { maxTokens: number },
  caller: { identify: (req: IncomingMessage) => Promise<Viewer | null>; slots: UploadSlots },
): RequestHandler[] {
  const verify = (req: IncomingMessage, _res: unknown, buf: Buffer) => void bodyBytes.set(req, buf.length);
  // A body without a Content-Length passing its limit: cut off as it passes, answered as its Content-Length would have been.
  const parsers = {
    document: jsonCutOffPast(express.json({ limit: limits.documentBytes, verify }), limits.documentBytes, (req, res) =>
      graphqlRefusal(req, res, 413, anonymousBodyTooLarge(limits), 'PAYLOAD_TOO_LARGE'),
    ),
    recording: jsonCutOffPast(express.json({ limit: limits.audioBytes, verify }), limits.audioBytes, (req, res) =>
      graphqlRefusal(req, res, 413, recordingTooLarge(limits), 'PAYLOAD_TOO_LARGE'),
    ),
  };
  const parseForCaller: RequestHandler = async (req, res, next) => {
    const viewer = await caller.identify(req);
    const allowance = bodyAllowance(viewer, req, limits, caller.slots);
    if ('refuse' in allowance) {
      return graphqlRefusal(
        req,
        res,
        allowance.refuse,
        allowance.message,
        allowance.refuse === 413 ? 'PAYLOAD_TOO_LARGE' : 'TOO_MANY_REQUESTS',
        allowance.retryAfterSeconds,
      );
    }
    if (allowance.read === 'recording') res.once('close', allowance.release);
    parsers[allowance.read](req, res, next);
  };
  const withinLimits: RequestHandler = (req, _res, next) => {
    if ((bodyBytes.get(req) ?? 0) <= limits.documentBytes) return next();
    next(isRecordingRequest(req.body, limits) ? undefined : tooLarge());
  };
  return [parseForCaller, withinLimits];
}

function isRecordingRequest(body: unknown, limits: { documentBytes: number; maxTokens: number }): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { query, operationName, variables, extensions, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof query !== 'string' || Buffer.byteLength(query) > limits.documentBytes) return false;
  // Depth first: JSON.stringify runs out of stack on a deeply nested value.
  if (
    extensions !== undefined &&
    (extensions === null ||
      typeof extensions !== 'object' ||
      nestsDeeperThan(extensions, MAX_JSON_DEPTH) ||
      Buffer.byteLength(JSON.stringify(extensions)) > EXTENSIONS_BYTES)
  ) {
    return false;
  }
  if (operationName !== undefined && operationName !== null && (typeof operationName !== 'string' || operationName.length > 200)) return false;
  if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) return false;
  try {
    return parse(query, { maxTokens: limits.maxTokens }).definitions.every(
      (d) =>
        d.kind === Kind.OPERATION_DEFINITION &&
        d.operation === 'mutation' &&
        d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && RECORDING_FIELDS.has(s.name.value)),
    );
  } catch {
    return false;
  }
}
