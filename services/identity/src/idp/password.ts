import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are self-describing strings:
 *   scrypt$N=32768,r=8,p=1$<salt base64url>$<key base64url>
 * Each hash carries the parameters it was made with, so the cost can be
 * raised later without breaking existing accounts (see needsRehash).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const CURRENT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';
/** Refuses stored parameters that would make verification a denial of service. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return `${PREFIX}$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1]!);
  if (!match) return null;
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const isPowerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!isPowerOfTwo || params.N > MAX_N || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  const salt = Buffer.from(parts[2]!, 'base64url');
  const key = Buffer.from(parts[3]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { params, salt, key };
}

/** False for a wrong password and for anything that is not one of our hashes. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when the hash was made with weaker parameters than the current ones. */
export function needsRehash(encoded: string, params: ScryptParams = CURRENT_PARAMS): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return true;
  return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p || parsed.key.length < KEY_BYTES;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so a sign-in with an unknown
 * e-mail cannot be told apart from a wrong password by how long it takes.
 */
export async function burnVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('juba-timing-equaliser');
  await verifyPassword(password, await dummyHash);
}
