import { expressPath } from '../rest/router.ts';
import type { RestRoute } from '../rest/rest-route.ts';
import { REST_ROUTES } from '../rest/routes.ts';
import { id, isEnumAt, object, sampleOf, SHAPES, spoil, type Shape } from './inputs.ts';
import { graphqlLiteral, jsonText } from './json-text.ts';
import { OPERATIONS, operationDocument, variablesShape, type Operation, type RealIds } from './operations.ts';
import { rngFor, type Rng } from './prng.ts';

/**
 * Hostile requests, each made from (seed, index) alone, against every REST row
 * and every GraphQL operation. Every request to a row or operation that
 * writes carries at least one defect it must be refused for; reads may be
 * answered, but never with a 5xx.
 */
const TOKEN_KINDS = ['none', 'learner', 'admin', 'forged', 'expired', 'wrong audience', 'not a JWT', 'empty bearer', 'basic', 'oversized', 'alg none'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export interface FuzzContext {
  /** The Authorization header for each kind of caller (none for 'none'). */
  authorization: Record<TokenKind, string | undefined>;
  ids: RealIds;
}

export interface HostileRequest {
  index: number;
  /** e.g. "REST POST /api/admin/content" or "GraphQL mutation createContent". */
  entry: string;
  api: 'rest' | 'graphql';
  method: string;
  /** Path and query, already percent-encoded as sent. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  token: TokenKind;
  /** A row or operation that writes: the request must be refused. */
  mustBeRefused: boolean;
  defects: string[];
}

/** Spec rows whose body has a shape of the API's inputs. */
const REST_BODIES: Record<string, Shape> = {
  'POST /api/learning-profile': SHAPES.learningProfile,
  'POST /api/brain-ai/generate-adaptive-content': object({ studentProfile: SHAPES.studentProfile }),
  'POST /api/challenges/complete': SHAPES.challengeCompletion,
  'POST /api/admin/content': SHAPES.content,
  'PUT /api/admin/content/{id}': SHAPES.content,
  'POST /api/admin/config': SHAPES.config,
  'PUT /api/admin/config/{configKey}': SHAPES.config,
  'POST /api/learning-path/complete-diagnostic': SHAPES.completeDiagnostic,
  'POST /api/linguistic-diagnostic': SHAPES.linguisticDiagnostic,
  'POST /api/material-didatico/generate': object({ level: SHAPES.handoutLevel }),
  'POST /api/dictionary': SHAPES.dictionaryWordInput,
  'PATCH /api/dictionary/{id}/favorite': object({ isFavorite: { kind: 'bool' } }),
  'POST /api/dictionary/translate': object({ word: SHAPES.dictionaryWord }),
  'POST /api/adaptive-plan/create': SHAPES.adaptivePlan,
  'POST /api/adaptive-plan/generate-content': object({ planId: id() }),
  'POST /api/phonetic-analysis': SHAPES.phoneticAnalysis,
  'POST /api/accent-analysis': SHAPES.accentAnalysis,
};
export const restBodyShape = (route: RestRoute) => REST_BODIES[`${route.method} ${route.path}`];

interface Entry {
  name: string;
  weight: number;
  make(rng: Rng, ctx: FuzzContext): Omit<HostileRequest, 'index' | 'entry'>;
}

export const ENTRIES: Entry[] = [
  ...REST_ROUTES.map((route) => ({
    name: `REST ${route.method} ${route.path}`,
    weight: 4,
    make: (rng: Rng, ctx: FuzzContext) => restRequest(route, rng, ctx),
  })),
  ...OPERATIONS.map((operation) => ({
    name: `GraphQL ${operation.type} ${operation.field}`,
    weight: 4,
    make: (rng: Rng, ctx: FuzzContext) => graphqlRequest(operation, rng, ctx),
  })),
];
const TOTAL_WEIGHT = ENTRIES.reduce((sum, e) => sum + e.weight, 0);

export function hostileRequest(seed: number, index: number, ctx: FuzzContext): HostileRequest {
  const rng = rngFor(seed, index);
  let ticket = rng.int(TOTAL_WEIGHT);
  const entry = ENTRIES.find((e) => (ticket -= e.weight) < 0)!;
  return { index, entry: entry.name, ...entry.make(rng, ctx) };
}

/** Mostly the caller the entry is meant for; sometimes anyone else, including broken credentials. */
function pickToken(rng: Rng, access: 'anyone' | 'signed-in' | 'admin'): TokenKind {
  if (rng.chance(0.7)) return access === 'admin' ? 'admin' : 'learner';
  return rng.pick(TOKEN_KINDS);
}

const authHeader = (ctx: FuzzContext, token: TokenKind): Record<string, string> => {
  const value = ctx.authorization[token];
  return value === undefined ? {} : { authorization: value };
};

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies a JSON entry point must refuse whatever it expects. */
const MALFORMED_JSON = [
  '{',
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": 1}{"b": 2}',
  '{"a": "\u0000"}',
  '{"a": "line\nbreak"}',
  '[1, 2',
  '{"a": 01}',
  '{"a": 1e}',
  '{"a": -}',
  '{"a": "\\x41"}',
  '{"a": "\\ud800"',
  '\u0000',
  '["'.repeat(3000),
  '{"a":'.repeat(20_000),
];

/** How a body can be sent wrongly; `keepsBody` is false where the server sees no JSON at all. */
const WRONG_CONTENT_TYPES: (string | undefined)[] = [
  'text/plain',
  'text/plain;charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/graphql',
];

interface Envelope {
  headers: Record<string, string>;
  body: Buffer | undefined;
  defect: string;
}

/** Breaks the request as a whole, whatever its content: the body's syntax, type, size or encoding. */
function brokenEnvelope(rng: Rng, validBodyText: string): Envelope {
  const kind = rng.int(8);
  const json = (text: string | Buffer, defect: string): Envelope => ({ headers: JSON_TYPE, body: Buffer.from(text), defect });
  switch (kind) {
    case 0:
    case 1: {
      const text = rng.pick(MALFORMED_JSON);
      return json(text, `malformed JSON ${JSON.stringify(text.slice(0, 20))}`);
    }
    case 2: {
      const type = rng.pick(WRONG_CONTENT_TYPES);
      const body = type === 'application/x-www-form-urlencoded' ? 'query=%7B__typename%7D&a[b]=1&__proto__[x]=1' : validBodyText;
      return { headers: type === undefined ? {} : { 'content-type': type }, body: Buffer.from(body), defect: `content-type ${type ?? '(none)'}` };
    }
    case 3:
      return rng.chance(0.5) ? json('', 'empty body') : { headers: {}, body: undefined, defect: 'no body' };
    case 4: {
      const top = rng.pick(['[]', '"text"', '42', 'null', 'true', '1e999', `[${validBodyText}, ${validBodyText}]`]);
      return json(top, `top-level ${top.slice(0, 20)}`);
    }
    case 5: {
      const levels = rng.pick([64, 1000, 20_000]);
      const open = rng.chance(0.5) ? '{"a":' : '[';
      const close = open === '[' ? ']' : '}';
      return json(`${open.repeat(levels)}1${close.repeat(levels)}`, `body nested ${levels} levels`);
    }
    case 6:
      return json(`{"padding": "${'p'.repeat(rng.pick([150_000, 2_000_000]))}"}`, 'body over the size limit');
    default: {
      // Bytes that are not UTF-8 (a lone surrogate in CESU-8, an overlong slash, a stray continuation byte).
      const bad = rng.pick([Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc0, 0xaf]), Buffer.from([0x80]), Buffer.from([0xff, 0xfe])]);
      return json(
        Buffer.concat([Buffer.from('{"x'), bad, Buffer.from('":'), Buffer.from(validBodyText), Buffer.from('}')]),
        `invalid UTF-8 ${bad.toString('hex')}`,
      );
    }
  }
}

const BAD_PATH_SEGMENTS = [
  'not-a-uuid',
  '..%2F..%2Fadmin',
  'a%2Fb',
  '%2F',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%F0%9F%A6%81',
  '%ED%A0%80',
  '__proto__',
  'constructor',
  'prototype',
  '1e999',
  '-0',
  '9007199254740993',
  'x'.repeat(5000),
  '%20',
  "'%20OR%201=1--",
  '%7B%7D',
];

function pathParam(rng: Rng, name: string, ctx: FuzzContext, mustBeBad: boolean): { value: string; defect?: string } {
  if (!mustBeBad && rng.chance(0.5)) return { value: encodeURIComponent(name === 'configKey' ? ctx.ids.configKey : ctx.ids.contentId) };
  const value = rng.chance(0.25) ? rng.uuid() : rng.pick(BAD_PATH_SEGMENTS);
  return { value, defect: `{${name}} = ${value.slice(0, 40)}` };
}

const QUERY_STRINGS = [
  '?days=1e999',
  '?days=-1e999',
  '?days=7&days=30',
  '?days[]=7',
  '?days[0]=7&days[1]=30',
  '?days=%00',
  '?days=-0',
  '?days=9007199254740993',
  '?type=lesson&type=exercise',
  '?type=LESSON',
  '?type=%E0%A4%A',
  '?__proto__[isAdmin]=true',
  '?constructor[prototype][x]=1',
  '?prototype=1',
  `?${'a=1&'.repeat(3000)}`,
  `?q=${'x'.repeat(6000)}`,
  '?=&=&',
  '?%',
];

function restRequest(route: RestRoute, rng: Rng, ctx: FuzzContext): Omit<HostileRequest, 'index' | 'entry'> {
  const token = pickToken(rng, route.access);
  const shape = restBodyShape(route);
  const writes = route.method !== 'GET';
  const defects: string[] = [];
  // A write row without a body (publish, delete) is refused for its path; one with a body, for the body.
  const pathMustBeBad = writes && !shape;
  let path = expressPath(route.path).replace(/:(\w+)/g, (_m, name: string) => {
    const param = pathParam(rng, name, ctx, pathMustBeBad);
    if (param.defect) defects.push(param.defect);
    return param.value;
  });
  if (rng.chance(0.3)) {
    const query = rng.pick(QUERY_STRINGS);
    path += query;
    defects.push(`query ${query.slice(0, 30)}`);
  }
  let headers: Record<string, string> = {};
  let body: Buffer | undefined;
  if (shape) {
    const spoiled = spoil(shape, rng);
    const text = jsonText(spoiled.value);
    if (rng.chance(0.6)) {
      headers = JSON_TYPE;
      body = Buffer.from(text);
      defects.push(...spoiled.defects);
    } else {
      const envelope = brokenEnvelope(rng, text);
      ({ headers, body } = envelope);
      defects.push(envelope.defect);
    }
  } else if (rng.chance(0.4)) {
    const envelope = brokenEnvelope(rng, '{"a": 1}');
    ({ headers, body } = envelope);
    defects.push(envelope.defect);
  }
  return {
    api: 'rest',
    method: route.method,
    path,
    headers: { ...headers, ...authHeader(ctx, token) },
    body,
    token,
    mustBeRefused: writes,
    defects,
  };
}

/** Variables for the operation: real ids where it takes them, sample values elsewhere. */
function baseVariables(operation: Operation, ctx: FuzzContext, rng: Rng): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(operation.args).flatMap(([name, arg]) => {
      if (arg.optional && rng.chance(0.5)) return [];
      const real = arg.real && rng.chance(0.7) ? ctx.ids[arg.real] : undefined;
      return [[name, real ?? (arg.shape.kind === 'id' && arg.real ? rng.uuid() : sampleOf(arg.shape))]];
    }),
  );
}

/** Whole-document defects: each gets the operation refused before it runs. */
function brokenDocument(operation: Operation, rng: Rng): { query: string; defect: string } {
  const document = operationDocument(operation);
  const names = Object.keys(operation.args);
  const withSelection = (selection: string) => operationDocument({ ...operation, selection });
  const cases: [string, () => string][] = [
    ['unknown field', () => withSelection(operation.selection ? operation.selection.replace(/}$/, ' nope }') : '{ nope }')],
    ['unknown argument', () => operationDocument({ ...operation, args: {} }, () => '', '').replace(`${operation.field} `, `${operation.field}(bogus: 1) `)],
    ['unknown variable type', () => operationDocument(operation, undefined, '$extra: NoSuchType')],
    [
      'undefined variable',
      () =>
        names.length
          ? operationDocument(operation, (name) => (name === names[0] ? '$undefinedVariable' : `$${name}`))
          : `${document.slice(0, -2)} x: __typename @include(if: $undefinedVariable) }`,
    ],
    ['syntax error', () => document.slice(0, 1 + rng.int(document.length - 2))],
    ['too deep', () => `${operation.type} Fuzz { ${operation.field} { ${'a { '.repeat(14)}b${' }'.repeat(14)} } }`],
    ['too many aliases', () => `${document.slice(0, -2)} ${Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ')} }`],
    ['bad directive', () => withSelection(`@skip(if: "yes") ${operation.selection}`)],
    ['unknown directive', () => withSelection(`@nope ${operation.selection}`)],
    ['two anonymous operations', () => `${document} query Other { __typename }`],
    ['wrong operation type', () => document.replace(operation.type, operation.type === 'query' ? 'mutation' : 'query')],
    ['NUL in a string literal', () => `${document.slice(0, -2)} x: __typename @include(if: true) } query Q { __type(name: "a\\u0000") { name } }`],
    ['lone surrogate in a string literal', () => `query Q { __type(name: "\\ud800") { name } } ${document}`],
    ['unknown operationName', () => document],
  ];
  const [defect, make] = rng.pick(cases);
  return { query: make(), defect };
}

/** Envelopes of the GraphQL request itself (fields of the JSON body). Hiding the variables is no defect for an operation that takes none. */
function brokenGraphqlBody(rng: Rng, query: string, variablesText: string, takesVariables: boolean): { text: string; defect: string } {
  const q = JSON.stringify(query);
  const cases: [string, string][] = [
    ['no query', `{"variables": ${variablesText}}`],
    ['query is a number', `{"query": 42, "variables": ${variablesText}}`],
    ['query is null', `{"query": null}`],
    ['query is a list', `{"query": [${q}]}`],
    ['empty query', `{"query": "", "variables": ${variablesText}}`],
    ['variables is text', `{"query": ${q}, "variables": "${variablesText.replaceAll('"', '\\"').slice(0, 100)}"}`],
    ['variables is a list', `{"query": ${q}, "variables": [${variablesText}]}`],
    ['variables is a number', `{"query": ${q}, "variables": 1e999}`],
    ['operationName is a number', `{"query": ${q}, "variables": ${variablesText}, "operationName": 5}`],
    ['extensions is text', `{"query": ${q}, "variables": ${variablesText}, "extensions": "x"}`],
    [
      'persisted query hash mismatch',
      `{"query": ${q}, "variables": ${variablesText}, "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "${'0'.repeat(64)}"}}}`,
    ],
    ['persisted query unknown', `{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "${'a'.repeat(64)}"}}}`],
    ['batch', `[{"query": ${q}, "variables": ${variablesText}}, {"query": "{ __typename }"}]`],
    ...(takesVariables ? [['variables under __proto__', `{"query": ${q}, "__proto__": {"variables": ${variablesText}}}`] as [string, string]] : []),
  ];
  const [defect, text] = rng.pick(cases);
  return { text, defect };
}

function graphqlRequest(operation: Operation, rng: Rng, ctx: FuzzContext): Omit<HostileRequest, 'index' | 'entry'> {
  const token = pickToken(rng, operation.access);
  const shape = variablesShape(operation);
  const writes = operation.type !== 'query';
  const spoiled = spoil(shape, rng, baseVariables(operation, ctx, rng));
  const variablesText = jsonText(spoiled.value);
  const common = { api: 'graphql' as const, token, mustBeRefused: writes };
  const post = (text: string | Buffer, defects: string[], headers: Record<string, string> = JSON_TYPE) => ({
    ...common,
    method: 'POST',
    path: '/graphql',
    headers: { ...headers, ...authHeader(ctx, token) },
    body: Buffer.from(text),
    defects,
  });
  const document = operationDocument(operation);
  const mode = rng.int(20);
  if (mode < 9) {
    // A read is sometimes sent as it should be, so the hostile callers and odd envelopes reach the resolvers too.
    const [text, defects] =
      !writes && rng.chance(0.3) ? [jsonText(baseVariables(operation, ctx, rng)), ['(valid variables)']] : [variablesText, spoiled.defects];
    return post(`{"query": ${JSON.stringify(document)}, "variables": ${text}, "operationName": "Fuzz"}`, defects);
  }
  if (mode < 11 && Object.keys(operation.args).length > 0 && typeof spoiled.value === 'object' && spoiled.value !== null && !Array.isArray(spoiled.value)) {
    // The same values written into the document as literals.
    const values = spoiled.value as Record<string, unknown>;
    const inline = operationDocument({ ...operation, args: Object.fromEntries(Object.entries(operation.args).filter(([name]) => name in values)) }, (name) =>
      graphqlLiteral(values[name], (path) => isEnumAt(operation.args[name]!.shape, path)),
    ).replace(/^(\w+) Fuzz\([^)]*\)/, '$1 Fuzz');
    return post(
      JSON.stringify({ query: inline }),
      spoiled.defects.map((d) => `inline ${d}`),
    );
  }
  if (mode < 14) {
    const broken = brokenDocument(operation, rng);
    const name = broken.defect === 'unknown operationName' ? 'Nope' : broken.defect === 'two anonymous operations' ? undefined : 'Fuzz';
    const valid = jsonText(baseVariables(operation, ctx, rng));
    return post(JSON.stringify({ query: broken.query, operationName: name }).replace(/}$/, `, "variables": ${valid}}`), [broken.defect]);
  }
  if (mode < 16) {
    const broken = brokenGraphqlBody(rng, document, variablesText, Object.keys(operation.args).length > 0);
    return post(broken.text, [broken.defect, ...spoiled.defects]);
  }
  if (mode < 18) {
    const envelope = brokenEnvelope(rng, JSON.stringify({ query: document }).replace(/}$/, `, "variables": ${variablesText}}`));
    return post(envelope.body ?? Buffer.alloc(0), [envelope.defect], envelope.headers);
  }
  // GET: reads may run (with the CSRF preflight header); a mutation over GET must be refused.
  const params = new URLSearchParams({ query: document, variables: variablesText });
  const preflight: Record<string, string> = rng.chance(0.7) ? { 'apollo-require-preflight': 'true' } : {};
  return {
    ...common,
    method: 'GET',
    path: `/graphql?${params.toString()}${rng.chance(0.3) ? `&variables=${encodeURIComponent('{}')}&query=x` : ''}`,
    headers: { ...preflight, ...authHeader(ctx, token) },
    defects: ['GET', ...spoiled.defects],
  };
}
