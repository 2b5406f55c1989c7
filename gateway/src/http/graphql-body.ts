import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { Kind, parse } from 'graphql';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '@juba/contracts/json-depth';

/** The root fields whose variables carry a recording (a WAV data URL or its base64). */
const RECORDING_FIELDS = new Set(['requestPhoneticAnalysis', 'analyzeAccent']);

/**
 * Room for a request's `extensions`: Apollo Client names itself there
 * (clientLibrary) on every request; a recording must travel in the variables.
 */
const EXTENSIONS_BYTES = 1024;

const tooLarge = () => Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
const bodyBytes = new WeakMap<IncomingMessage, number>();

/**
 * The JSON body of POST /graphql: at most `documentBytes`, except for a
 * request of the mutations that carry recordings, whose variables may bring
 * the body up to `audioBytes`. Such a request holds only `query` (parsed with
 * the gateway's token limit), `operationName`, `variables` and at most 1 KB
 * of `extensions`, and its query text stays within `documentBytes`.
 */
export function graphqlJsonBody(limits: { documentBytes: number; audioBytes: number; maxTokens: number }): RequestHandler[] {
  const parseJson = express.json({ limit: limits.audioBytes, verify: (req, _res, buf) => void bodyBytes.set(req, buf.length) });
  const withinLimits: RequestHandler = (req, _res, next) => {
    if ((bodyBytes.get(req) ?? 0) <= limits.documentBytes) return next();
    next(isRecordingRequest(req.body, limits) ? undefined : tooLarge());
  };
  return [parseJson, withinLimits];
}

function isRecordingRequest(body: unknown, limits: { documentBytes: number; maxTokens: number }): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { query, operationName, variables, extensions, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof query !== 'string' || Buffer.byteLength(query) > limits.documentBytes) return false;
  // Depth first: JSON.stringify runs out of stack on a deeply nested value.
  if (extensions !== undefined && (extensions === null || typeof extensions !== 'object' || nestsDeeperThan(extensions, MAX_JSON_DEPTH) || Buffer.byteLength(JSON.stringify(extensions)) > EXTENSIONS_BYTES)) {
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
