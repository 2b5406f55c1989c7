import type { Context } from 'koa';

/** A sign-in or sign-up form is a few hundred bytes; anything near this is not one. */
const FORM_BODY_LIMIT_BYTES = 8 * 1024;

export class FormBodyError extends Error {
  constructor(
    readonly status: 413 | 415 | 400,
    message: string,
  ) {
    super(message);
  }
}

/** Reads an urlencoded form body, refusing other content types and oversized bodies. */
export async function readForm(ctx: Context, limit = FORM_BODY_LIMIT_BYTES): Promise<Map<string, string>> {
  if (!ctx.is('application/x-www-form-urlencoded')) throw new FormBodyError(415, 'unsupported content type');
  const declared = ctx.request.length;
  if (declared !== undefined && declared > limit) throw new FormBodyError(413, 'form too large');

  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of ctx.req) {
    received += (chunk as Buffer).length;
    if (received > limit) throw new FormBodyError(413, 'form too large');
    chunks.push(chunk as Buffer);
  }
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (!fields.has(name)) fields.set(name, value);
  }
  return fields;
}
