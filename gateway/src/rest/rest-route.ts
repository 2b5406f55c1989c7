import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';

/**
 * A row of the REST facade: one /api path of the spec (part 1 §7 and part 2
 * §7) with its method, who may call it, the strict body schema and the
 * GraphQL operations behind it. Each feature's rows are in features/<feature>.ts,
 * their operations beside them in <feature>.graphql.
 */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A document's variables: required when it declares any. */
type VariablesOf<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

export interface RestCall<B = unknown> {
  body: B;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Runs a GraphQL operation through the gateway as the caller; throws on GraphQL errors. */
  graphql<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, ...variables: VariablesOf<V>): Promise<R>;
  /** Waits for a background job to end (bounded by the gateway's REST job timeout); `read` finding nothing is a 404. */
  waitForJobEnd<T extends { status: string }>(jobId: string, read: () => Promise<T | null>): Promise<T>;
}

export interface RestResult {
  status?: number;
  json: unknown;
}

export interface RestRoute<B = any> {
  method: HttpMethod;
  /** As written in the spec, e.g. /api/dictionary/{id}/favorite */
  path: string;
  /** The feature's one name across layers (route, page, schema, resolver, test). */
  feature: string;
  access: 'signed-in' | 'admin';
  /** Any zod schema, classic or mini (a contract the browser shares). */
  body?: z.core.$ZodType<B>;
  /** Bigger bodies (recordings) get their own limit. */
  largeBody?: boolean;
  run: (call: RestCall<B>) => Promise<RestResult>;
}

/** A row whose run is handed the body as its schema parsed it. */
export const restRoute = <B = undefined>(route: RestRoute<B>): RestRoute => route;
