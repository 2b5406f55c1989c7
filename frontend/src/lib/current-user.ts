import { createContext, useContext } from 'react';
import type { MeQuery } from '../generated/graphql.ts';

export type CurrentUser = NonNullable<MeQuery['me']>;

/** Spec part 1 §4: the user is signed in when the current-user query returns a user. */
export type AuthState = { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: CurrentUser };

export const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
