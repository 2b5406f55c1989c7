import { z } from 'zod';
import { commonEnv } from '@juba/platform/env';
import { opsEnv } from '@juba/platform/observability/ops-server';

/** Only for a developer's machine: a shared deployment sets IDP_COOKIE_KEYS. */
export const DEV_COOKIE_KEYS = 'juba-dev-only-cookie-key-1-change-me,juba-dev-only-cookie-key-0-previous';

const origin = z
  .string()
  .url()
  .transform((value) => value.replace(/\/+$/, ''))
  .refine((value) => new URL(value).origin === value, 'must be an origin such as http://localhost:4000 (no path)');

export const idpEnv = {
  ...commonEnv,
  ...opsEnv,
  IDP_PORT: z.coerce.number().int().min(0).max(65535).default(4400),
  IDP_HOST: z.string().min(1).default('127.0.0.1'),
  /** Defaults to http://localhost:<IDP_PORT> (http://localhost:4400), what the gateway expects. */
  IDP_ISSUER: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  SPA_ORIGIN: origin.default('http://localhost:4000'),
  OIDC_AUDIENCE: z.string().min(1).default('urn:juba:api'),
  /** Comma list; the first key signs, the others still verify (key rotation). */
  IDP_COOKIE_KEYS: z
    .string()
    .default(DEV_COOKIE_KEYS)
    .transform((value) =>
      value
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.length > 0 && keys.every((k) => k.length >= 16), 'needs at least one key of 16 or more characters'),
};
