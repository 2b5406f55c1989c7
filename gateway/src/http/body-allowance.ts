import type { IncomingMessage } from 'node:http';
import type { Viewer } from '@juba/platform/viewer';
import type { UploadSlots } from './upload-slots.ts';

export interface BodyLimits {
  /** Bytes any caller may send: every body of an anonymous caller, every other body of a signed-in one. */
  documentBytes: number;
  /** Bytes a signed-in caller may send with a recording. */
  audioBytes: number;
}

/** Long enough for an upload in progress to finish on a slow connection. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

export const anonymousBodyTooLarge = (limits: BodyLimits) =>
  `Sem entrar na conta, uma requisição pode ter no máximo ${size(limits.documentBytes)}. Entre na sua conta (o token de acesso em Authorization: Bearer) para enviar uma gravação.`;
export const recordingTooLarge = (limits: BodyLimits) =>
  `A gravação passa do limite de ${size(limits.audioBytes)}. Grave um trecho mais curto e envie de novo.`;
export const learnerUploadsBusy = 'Você já está enviando gravações ao mesmo tempo. Espere o envio terminar e tente de novo.';
export const gatewayUploadsBusy = `Muitas gravações estão sendo enviadas agora. Tente de novo em ${UPLOAD_RETRY_AFTER_SECONDS} segundos.`;

/** What a caller may send, decided from who it is and the length it declares, before a byte of the body is read. */
export type Allowance =
  | { read: 'document' }
  /** Up to audioBytes, holding an upload slot until the answer is sent. */
  | { read: 'recording'; release: () => void }
  | { refuse: 413 | 429; message: string; retryAfterSeconds?: number };

function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/** An anonymous caller (or one whose token does not verify) declaring more than the document limit: refused from its Content-Length. */
export function anonymousDeclaresTooMuch(req: IncomingMessage, limits: BodyLimits): boolean {
  const length = declaredLength(req);
  return length !== undefined && length > limits.documentBytes;
}

/**
 * An anonymous caller (or one whose token does not verify) gets the document
 * limit, refused from its Content-Length when that is over it. A signed-in
 * caller declaring a larger body, or none (chunked), needs an upload slot:
 * the cap on what one learner and the whole gateway parse at once.
 */
export function bodyAllowance(viewer: Viewer | null, req: IncomingMessage, limits: BodyLimits, slots: UploadSlots): Allowance {
  if (!viewer) return anonymousDeclaresTooMuch(req, limits) ? { refuse: 413, message: anonymousBodyTooLarge(limits) } : { read: 'document' };
  const length = declaredLength(req);
  if (length !== undefined && length <= limits.documentBytes) return { read: 'document' };
  if (length !== undefined && length > limits.audioBytes) return { refuse: 413, message: recordingTooLarge(limits) };
  const slot = slots.take(viewer.userId);
  if ('full' in slot)
    return { refuse: 429, message: slot.full === 'learner' ? learnerUploadsBusy : gatewayUploadsBusy, retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS };
  return { read: 'recording', release: slot.release };
}
