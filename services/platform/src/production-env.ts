/**
 * What JUBA_PRODUCTION=true refuses: the development defaults written in the
 * source and other values anyone could guess. parseEnv applies these rules to
 * every variable a process reads, so each process (gateway, subgraphs,
 * workers) is checked by this one list.
 */

export const DEV_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/juba';
export const DEV_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEV_INTERNAL_SECRET = 'dev-only-internal-secret-change-me-please-000';
/** The embedded provider's default issuer, the local sign-in only. */
export const EMBEDDED_ISSUER = 'http://localhost:4400';

export const INTERNAL_SECRET_MIN_LENGTH = 32;
/** A random secret of 32 characters has far more; "aaaa…" or "abab…" has fewer. (The length is the schema's: commonEnv.) */
const INTERNAL_SECRET_MIN_DISTINCT = 10;
const PLACEHOLDER = /change-?me|dev-only|example/i;

/** Passwords every scanner tries first (compared case-insensitively). */
const WELL_KNOWN_PASSWORDS = new Set([
  'postgres',
  'password',
  'passw0rd',
  'pass',
  'admin',
  'root',
  'secret',
  'changeme',
  'juba',
  'redis',
  'test',
  '123456',
  '12345678',
]);

export const SECRET_ADVICE = `set it to a random value of at least ${INTERNAL_SECRET_MIN_LENGTH} characters, the same for the gateway and every subgraph (e.g. \`openssl rand -hex 32\`)`;

function internalSecretProblem(secret: string): string | null {
  if (secret === DEV_INTERNAL_SECRET || PLACEHOLDER.test(secret)) return `is the development default; ${SECRET_ADVICE}`;
  if (new Set(secret).size < INTERNAL_SECRET_MIN_DISTINCT)
    return `is too easy to guess (fewer than ${INTERNAL_SECRET_MIN_DISTINCT} different characters); ${SECRET_ADVICE}`;
  return null;
}

/**
 * A connection URL must carry a password nobody guesses. No password at all
 * is refused too (PostgreSQL "trust" and a Redis without requirepass are
 * development conveniences), except over a Unix socket, where PostgreSQL's
 * peer authentication checks the operating-system user instead.
 */
function connectionUrlProblem(value: string, devDefault: string, what: string): string | null {
  const advice = `set it to the production ${what} with its own password (URL-encoded), e.g. \`openssl rand -hex 32\``;
  if (value === devDefault) return `is the development default; ${advice}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a URL; ${advice}`;
  }
  const password = decodeURIComponent(url.password);
  const viaSocket = url.searchParams.get('host')?.startsWith('/') ?? false;
  if (!password) return viaSocket ? null : `has no password; ${advice}`;
  const lower = password.toLowerCase();
  if (WELL_KNOWN_PASSWORDS.has(lower) || lower === decodeURIComponent(url.username).toLowerCase()) {
    return `carries a well-known password ("${url.username}:${password}"); ${advice}`;
  }
  return null;
}

const EMBEDDED_REFUSAL = 'refuses the embedded identity provider in production: set OIDC_KIND=keycloak and OIDC_ISSUER to the Keycloak realm';

const RULES: Record<string, (value: string) => string | null> = {
  INTERNAL_SECRET: internalSecretProblem,
  DATABASE_URL: (value) => connectionUrlProblem(value, DEV_DATABASE_URL, 'PostgreSQL URL'),
  REDIS_URL: (value) => connectionUrlProblem(value, DEV_REDIS_URL, 'Redis URL'),
  OIDC_KIND: (value) => (value === 'embedded' ? EMBEDDED_REFUSAL : null),
  OIDC_ISSUER: (value) => (value.replace(/\/+$/, '') === EMBEDDED_ISSUER ? `is the embedded provider's local issuer; ${EMBEDDED_REFUSAL}` : null),
};

/** "NAME: problem" for every variable of `values` production must not run with. */
export function productionProblems(values: Record<string, unknown>): string[] {
  return Object.entries(RULES).flatMap(([name, rule]) => {
    const value = values[name];
    const problem = typeof value === 'string' ? rule(value) : null;
    return problem ? [`${name}: ${problem}`] : [];
  });
}
