import type { IdentityDb } from '../db.ts';
import type { Account } from '../generated/prisma/client.ts';
import { MESSAGES } from './messages.ts';
import type { RegistrationField } from './pages.ts';
import { burnVerificationTime, hashPassword, needsRehash, verifyPassword } from './password.ts';

export type { Account };

export const ROLES = { learner: 'learner', admin: 'admin' } as const;

const NAME_MAX = 80;
const EMAIL_MAX = 254;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Returns the account when the password matches, null otherwise (unknown e-mail included). */
export async function authenticate(db: IdentityDb, email: string, password: string): Promise<Account | null> {
  const account = await db.account.findUnique({ where: { email: normalizeEmail(email) } });
  if (!account) {
    await burnVerificationTime(password);
    return null;
  }
  if (!(await verifyPassword(password, account.passwordHash))) return null;
  if (needsRehash(account.passwordHash)) {
    await db.account.update({ where: { id: account.id }, data: { passwordHash: await hashPassword(password) } });
  }
  return account;
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

interface FieldError {
  field: RegistrationField;
  message: string;
}

export type RegistrationResult = { ok: true; account: Account } | { ok: false; errors: FieldError[]; emailTaken?: boolean };

function validateRegistration(input: RegistrationInput): FieldError[] {
  const errors: FieldError[] = [];
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = normalizeEmail(input.email);
  const passwordLength = [...input.password].length;

  if (!firstName) errors.push({ field: 'nome', message: MESSAGES.firstNameRequired });
  if (!lastName) errors.push({ field: 'sobrenome', message: MESSAGES.lastNameRequired });
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) {
    errors.push({ field: firstName.length > NAME_MAX ? 'nome' : 'sobrenome', message: MESSAGES.nameTooLong });
  }
  if (!EMAIL_SHAPE.test(email) || email.length > EMAIL_MAX) errors.push({ field: 'email', message: MESSAGES.emailInvalid });
  if (passwordLength < PASSWORD_MIN) errors.push({ field: 'senha', message: MESSAGES.passwordTooShort });
  else if (passwordLength > PASSWORD_MAX) errors.push({ field: 'senha', message: MESSAGES.passwordTooLong });
  else if (input.password !== input.passwordConfirmation) errors.push({ field: 'confirmacao', message: MESSAGES.passwordMismatch });
  return errors;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';

/** Self-service sign-up: always and only the learner role. */
export async function registerAccount(db: IdentityDb, input: RegistrationInput): Promise<RegistrationResult> {
  const errors = validateRegistration(input);
  if (errors.length > 0) return { ok: false, errors };

  const email = normalizeEmail(input.email);
  const taken = { ok: false as const, emailTaken: true, errors: [{ field: 'email' as const, message: MESSAGES.emailTaken }] };
  if (await db.account.findUnique({ where: { email }, select: { id: true } })) return taken;
  try {
    const account = await db.account.create({
      data: {
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        roles: [ROLES.learner],
      },
    });
    return { ok: true, account };
  } catch (err) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(err)) return taken;
    throw err;
  }
}

/** Standard OpenID claims; the provider releases them by scope (profile, email). */
export function openIdClaims(account: Account) {
  return {
    sub: account.id,
    email: account.email,
    // Nobody confirmed the address: the embedded provider sends no e-mails.
    email_verified: false,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
    picture: null,
  };
}

/** What Keycloak puts in its access tokens, so the API reads both providers alike. */
export function keycloakAccessTokenClaims(account: Account) {
  const { sub: _sub, ...claims } = openIdClaims(account);
  return { ...claims, preferred_username: account.email, realm_access: { roles: [...account.roles] } };
}
