import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlJsonBody } from './graphql-body.ts';
import { graphqlBodyErrors } from './json-errors.ts';

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  const answer: RequestHandler = (_req, res) => void res.json({ ok: true });
  app.post('/graphql', ...graphqlJsonBody({ documentBytes: 1000, audioBytes: 100_000, maxTokens: 200 }), answer, graphqlBodyErrors);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  close = () => server.close();
});
afterAll(() => close());

const post = async (body: unknown) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
};
const recording = 'A'.repeat(50_000);

describe('the /graphql body limit', () => {
  it('takes a small body of any operation', async () => {
    expect(await post({ query: '{ me { id } }' })).toEqual({ status: 200, body: { ok: true } });
  });

  it('takes a recording in the variables of the mutations that carry one', async () => {
    const query = 'mutation R($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }';
    expect((await post({ query, operationName: 'R', variables: { a: recording, t: 'hi' } })).status).toBe(200);
    const lab = 'mutation L($a: String!) { analyzeAccent(exerciseId: "th-voiceless", audio: $a, targetSounds: ["θ"]) { accuracyScore } }';
    expect((await post({ query: lab, variables: { a: recording } })).status).toBe(200);
  });

  it('takes the small extensions Apollo Client adds to every request beside a recording', async () => {
    const query = 'mutation R($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }';
    const extensions = { clientLibrary: { name: '@apollo/client', version: '4.3.8' } };
    expect((await post({ query, operationName: 'R', variables: { a: recording, t: 'hi' }, extensions })).status).toBe(200);
  });

  it('refuses as much data for any other operation, or beside a recording mutation, with 413', async () => {
    const tooLarge = { status: 413, body: { errors: [{ message: 'The request body is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } };
    expect(await post({ query: 'mutation S($t: String!) { sendConversationMessage(conversationId: "x", text: $t) { id } }', variables: { t: recording } })).toEqual(tooLarge);
    expect(await post({ query: 'mutation M($a: String!) { requestPhoneticAnalysis(audioData: $a, targetText: "x") { id } deleteContent(id: "1") }', variables: { a: recording } })).toEqual(tooLarge);
    expect(await post({ query: `mutation M($a: String!) { analyzeAccent(exerciseId: "x", audio: $a, targetSounds: []) { accuracyScore } } #${'x'.repeat(2000)}`, variables: { a: '' } })).toEqual(tooLarge);
    expect(await post({ query: 'mutation M($a: String!) { analyzeAccent(exerciseId: "x", audio: $a, targetSounds: []) { accuracyScore } }', variables: { a: '' }, extensions: { pad: recording } })).toEqual(tooLarge);
    // Nested past the stack of JSON.stringify: still a 413, never a 500.
    const deep = `{"query": "mutation M($a: String!) { analyzeAccent(exerciseId: \\"x\\", audio: $a, targetSounds: []) { accuracyScore } }", "variables": {"a": "${recording}"}, "extensions": ${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect({ status: res.status, body: await res.json() }).toEqual(tooLarge);
    expect(await post({ padding: recording })).toEqual(tooLarge);
  });
});
