import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { refusalMessage } from './refusal.ts';

const serverError = (status: number, bodyText: string) =>
  new ServerError('Response not successful', { response: new Response(bodyText, { status, statusText: 'Conflict' }), bodyText });

describe('a refused post', () => {
  it('reads the message of a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Limite de 2 tentativas atingido.', extensions: { code: 'CONFLICT' } }] });
    expect(refusalMessage(error)).toBe('Limite de 2 tentativas atingido.');
  });

  it('reads the message of a non-OK HTTP answer, from its GraphQL body or its text', () => {
    expect(refusalMessage(serverError(409, JSON.stringify({ errors: [{ message: 'Limite de 2 tentativas atingido.' }] })))).toBe(
      'Limite de 2 tentativas atingido.',
    );
    expect(refusalMessage(serverError(409, 'Limite atingido'))).toBe('Limite atingido');
    expect(refusalMessage(serverError(409, ''))).toBe('409: Conflict');
  });

  it('is null for a post that never got an answer', () => {
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
