import type { Context, Middleware, Next } from 'koa';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { IdentityDb } from '../db.ts';
import { authenticate, registerAccount } from './accounts.ts';
import { FormBodyError, readForm } from './form-body.ts';
import { MESSAGES } from './messages.ts';
import { contentSecurityPolicy, loginPage, messagePage, registerPage } from './pages.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/**
 * The sign-in and sign-up pages the provider sends the browser to.
 *
 * CSRF: every form posts to /interaction/<uid>/..., where <uid> is an
 * unguessable id, and the provider only accepts the result together with its
 * interaction cookie, which is SameSite=Lax and scoped to that path. A form on
 * another site can neither know the uid nor make the browser send that cookie
 * on a cross-site POST, so no extra token is needed.
 */
const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|criar-conta))?\/?$/;

export interface InteractionDeps {
  provider: Provider;
  db: IdentityDb;
  spaOrigin: string;
  throttle: SignInThrottle;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export function interactionRoutes({ provider, db, spaOrigin, throttle }: InteractionDeps): Middleware {
  const csp = contentSecurityPolicy(spaOrigin);
  const backToApp = { href: `${spaOrigin}/`, label: 'Voltar para a Juba' };

  function render(ctx: Context, status: number, html: string) {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', csp);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = html;
  }

  const renderMessage = (ctx: Context, status: number, title: string, message: string) => render(ctx, status, messagePage(title, message, backToApp));

  /** The interaction this browser is in, or null when it expired or belongs to another uid. */
  async function currentInteraction(ctx: Context, uid: string): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      return interaction.uid === uid ? interaction : null;
    } catch {
      return null;
    }
  }

  async function finish(ctx: Context, result: InteractionResults, merge: boolean) {
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: merge });
    ctx.status = 303;
    ctx.redirect(redirectTo);
  }

  /** Normally never reached (see first-party-grant.ts); if it is, consent is given the same way. */
  async function autoConsent(ctx: Context, interaction: Interaction) {
    const { details } = interaction.prompt;
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId: interaction.session!.accountId, clientId: String(interaction.params.client_id) });
    if (!grant) return renderMessage(ctx, 400, 'Acesso expirado', MESSAGES.interactionExpired);
    if (Array.isArray(details.missingOIDCScope)) grant.addOIDCScope(details.missingOIDCScope as string[]);
    if (Array.isArray(details.missingOIDCClaims)) grant.addOIDCClaims(details.missingOIDCClaims as string[]);
    const resourceScopes = (details.missingResourceScopes ?? {}) as Record<string, string[]>;
    for (const [indicator, scopes] of Object.entries(resourceScopes)) grant.addResourceScope(indicator, scopes);
    await finish(ctx, { consent: { grantId: await grant.save() } }, true);
  }

  async function showPage(ctx: Context, uid: string, page: 'login' | 'criar-conta') {
    const interaction = await currentInteraction(ctx, uid);
    if (!interaction) return renderMessage(ctx, 400, 'Acesso expirado', MESSAGES.interactionExpired);
    if (interaction.prompt.name === 'consent') return autoConsent(ctx, interaction);
    if (interaction.prompt.name !== 'login') return renderMessage(ctx, 400, 'Não foi possível continuar', MESSAGES.requestRejected);
    if (page === 'criar-conta') return render(ctx, 200, registerPage({ uid, spaOrigin }));
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
    return render(ctx, 200, loginPage({ uid, email: hint }));
  }

  async function submitLogin(ctx: Context, uid: string, form: Map<string, string>) {
    const email = form.get('email') ?? '';
    const password = form.get('senha') ?? '';
    if (!email.trim() || !password) return render(ctx, 400, loginPage({ uid, email, errors: [MESSAGES.loginMissing] }));
    // The socket's address: Koa reads X-Forwarded-For only when the provider is told to trust a proxy, which Juba never does.
    const address = ctx.ip;
    const verdict = await throttle.reserve(email, address);
    if (!verdict.allowed) {
      // Refused before the password is looked at, so the answer's timing tells nothing about it.
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      ctx.set('Retry-After', String(seconds));
      return render(ctx, 429, loginPage({ uid, email, errors: [MESSAGES.tooManyAttempts(Math.ceil(seconds / 60))] }));
    }
    const account = await authenticate(db, email, password);
    if (!account) return render(ctx, 401, loginPage({ uid, email, errors: [MESSAGES.loginFailed] }));
    await throttle.succeeded(email, address);
    await finish(ctx, { login: { accountId: account.id } }, false);
  }

  async function submitRegistration(ctx: Context, uid: string, form: Map<string, string>) {
    const values = { nome: form.get('nome') ?? '', sobrenome: form.get('sobrenome') ?? '', email: form.get('email') ?? '' };
    const result = await registerAccount(db, {
      firstName: values.nome,
      lastName: values.sobrenome,
      email: values.email,
      password: form.get('senha') ?? '',
      passwordConfirmation: form.get('confirmacao') ?? '',
    });
    if (!result.ok) return render(ctx, result.emailTaken ? 409 : 400, registerPage({ uid, spaOrigin, values, errors: result.errors }));
    await finish(ctx, { login: { accountId: result.account.id } }, false);
  }

  async function submit(ctx: Context, uid: string, page: 'login' | 'criar-conta') {
    let form: Map<string, string>;
    try {
      form = await readForm(ctx);
    } catch (err) {
      if (!(err instanceof FormBodyError)) throw err;
      const message = err.status === 413 ? MESSAGES.formTooLarge : MESSAGES.formUnsupported;
      return renderMessage(ctx, err.status, 'Não foi possível continuar', message);
    }
    const interaction = await currentInteraction(ctx, uid);
    if (interaction?.prompt.name !== 'login') return renderMessage(ctx, 400, 'Acesso expirado', MESSAGES.interactionExpired);
    return page === 'login' ? submitLogin(ctx, uid, form) : submitRegistration(ctx, uid, form);
  }

  return async function interactions(ctx: Context, next: Next) {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const uid = match[1]!;
    const page = match[2] as 'login' | 'criar-conta' | undefined;
    try {
      if (ctx.method === 'GET' && page !== 'login') return await showPage(ctx, uid, page ?? 'login');
      if (ctx.method === 'POST' && page) return await submit(ctx, uid, page);
      ctx.set('Allow', page === 'login' ? 'POST' : page ? 'GET, POST' : 'GET');
      return renderMessage(ctx, 405, 'Não foi possível continuar', MESSAGES.formUnsupported);
    } catch (err) {
      console.error('idp interaction failed', err);
      return renderMessage(ctx, 500, 'Não foi possível continuar', MESSAGES.unexpected);
    }
  };
}
