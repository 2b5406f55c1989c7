import { useEffect, useState } from 'react';
import { print } from 'graphql';
import { PrivacyNoticeDocument, type PrivacyNoticeQuery } from '../../generated/graphql.ts';
import { fetchJson } from '../../lib/http.ts';

export type PrivacyContact = PrivacyNoticeQuery['privacyNotice'];

const REQUEST = JSON.stringify({ query: print(PrivacyNoticeDocument), operationName: 'PrivacyNotice' });

/**
 * The operator and contact from the server's configuration. A plain POST,
 * not Apollo: the notice is also read signed out, before the API client loads.
 * Null while loading or when the server cannot be reached.
 */
export function usePrivacyContact(): PrivacyContact | null {
  const [contact, setContact] = useState<PrivacyContact | null>(null);
  useEffect(() => {
    let current = true;
    fetchJson<{ data?: PrivacyNoticeQuery }>('/graphql', { method: 'POST', body: REQUEST })
      .then((answer) => current && setContact(answer.data?.privacyNotice ?? null))
      .catch((error: unknown) => console.warn('The privacy contact could not be read:', error));
    return () => {
      current = false;
    };
  }, []);
  return contact;
}
