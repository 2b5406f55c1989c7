import { createHash } from 'node:crypto';

/** Server-rendered sign-in pages. Every interpolated value goes through esc(). */
function esc(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const CSS = `
:root{--brand:#b45309;--brand-dark:#92400e;--brand-soft:#fef3c7;--ink:#1c1917;--muted:#57534e;--line:#e7e5e4;--error:#b91c1c;--error-soft:#fef2f2}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:linear-gradient(160deg,#fffbeb,#fde68a)}
main{width:100%;max-width:400px;background:#fff;border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(120,53,15,.15)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:16px}
.mascot{flex:none}
.brand-name{font-size:1.5rem;font-weight:800;color:var(--brand)}
h1{font-size:1.375rem;margin:0 0 20px}
p{line-height:1.5;color:var(--muted)}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #a8a29e;border-radius:8px;background:#fff;color:var(--ink)}
input:focus{outline:3px solid #fbbf24;outline-offset:1px;border-color:var(--brand)}
input[aria-invalid=true]{border-color:var(--error)}
.hint{font-size:.875rem;color:var(--muted);margin:6px 0 0}
button{display:block;width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:700;color:#fff;background:var(--brand);border:0;border-radius:8px;cursor:pointer}
button:hover{background:var(--brand-dark)}
button:focus-visible,a:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
a{color:var(--brand-dark);font-weight:600}
.alt{text-align:center;margin-top:20px}
.errors{background:var(--error-soft);border:1px solid #fecaca;color:var(--error);border-radius:8px;padding:12px 16px;margin:0 0 8px}
.errors ul{margin:0;padding-left:18px}
.row{display:flex;gap:12px}.row>div{flex:1}
`;

/** The lion mascot, drawn inline so it needs no font, file or extra request. */
const MANE = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  return `<circle cx="${(32 + 21 * Math.cos(angle)).toFixed(1)}" cy="${(33 + 21 * Math.sin(angle)).toFixed(1)}" r="9"/>`;
}).join('');
const LION = `<svg class="mascot" viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">
<g fill="#d97706">${MANE}</g><circle cx="32" cy="33" r="22" fill="#f59e0b"/>
<circle cx="20" cy="20" r="5" fill="#fde68a"/><circle cx="44" cy="20" r="5" fill="#fde68a"/>
<circle cx="32" cy="35" r="15" fill="#fde68a"/>
<circle cx="26" cy="31" r="2.2" fill="#1c1917"/><circle cx="38" cy="31" r="2.2" fill="#1c1917"/>
<path d="M28 37h8l-4 4z" fill="#92400e"/>
<path d="M32 41v3m0 0q-3 3-6 0m6 0q3 3 6 0" stroke="#92400e" stroke-width="1.6" fill="none" stroke-linecap="round"/>
</svg>`;

const AUTO_SUBMIT = "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Inline style and script are allowed by hash only; forms may post here and land on the app. */
export function contentSecurityPolicy(spaOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src ${sha256(CSS)}`,
    `script-src ${sha256(AUTO_SUBMIT)}`,
    `form-action 'self' ${spaOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Juba</title>
<style>${CSS}</style>
</head>
<body>
<main aria-labelledby="titulo">
<div class="brand">${LION}<span class="brand-name">Juba</span></div>
<h1 id="titulo">${esc(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function errorSummary(errors: readonly string[]): string {
  if (errors.length === 0) return '';
  return `<div class="errors" role="alert" id="erros"><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>`;
}

const invalid = (flag: boolean) => (flag ? ' aria-invalid="true" aria-describedby="erros"' : '');

export interface LoginPageInput {
  uid: string;
  email?: string;
  errors?: readonly string[];
}

export function loginPage({ uid, email = '', errors = [] }: LoginPageInput): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const hasError = errors.length > 0;
  return layout(
    'Entrar',
    `<form method="post" action="${esc(base)}/login">
${errorSummary(errors)}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${esc(email)}"${invalid(hasError)}${hasError ? '' : ' autofocus'}>
<label for="senha">Senha</label>
<input id="senha" name="senha" type="password" autocomplete="current-password" required${invalid(hasError)}${hasError ? ' autofocus' : ''}>
<button type="submit">Entrar</button>
</form>
<p class="alt">Ainda não tem conta? <a href="${esc(base)}/criar-conta">Criar conta</a></p>`,
  );
}

export type RegistrationField = 'nome' | 'sobrenome' | 'email' | 'senha' | 'confirmacao';

export interface RegisterPageInput {
  uid: string;
  /** The app, whose /privacy notice the form links to. */
  spaOrigin: string;
  values?: Partial<Record<'nome' | 'sobrenome' | 'email', string>>;
  errors?: readonly { field: RegistrationField; message: string }[];
}

export function registerPage({ uid, spaOrigin, values = {}, errors = [] }: RegisterPageInput): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const bad = (field: RegistrationField) => invalid(errors.some((e) => e.field === field));
  const described = (field: RegistrationField, hintId: string) =>
    errors.some((e) => e.field === field) ? ` aria-invalid="true" aria-describedby="erros ${hintId}"` : ` aria-describedby="${hintId}"`;
  return layout(
    'Criar conta',
    `<form method="post" action="${esc(base)}/criar-conta">
${errorSummary(errors.map((e) => e.message))}
<div class="row">
<div><label for="nome">Nome</label>
<input id="nome" name="nome" type="text" autocomplete="given-name" required maxlength="80" value="${esc(values.nome)}"${bad('nome')}></div>
<div><label for="sobrenome">Sobrenome</label>
<input id="sobrenome" name="sobrenome" type="text" autocomplete="family-name" required maxlength="80" value="${esc(values.sobrenome)}"${bad('sobrenome')}></div>
</div>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${esc(values.email)}"${bad('email')}>
<label for="senha">Senha</label>
<input id="senha" name="senha" type="password" autocomplete="new-password" required minlength="8" maxlength="128"${described('senha', 'senha-dica')}>
<p class="hint" id="senha-dica">Use pelo menos 8 caracteres.</p>
<label for="confirmacao">Confirme a senha</label>
<input id="confirmacao" name="confirmacao" type="password" autocomplete="new-password" required minlength="8" maxlength="128"${bad('confirmacao')}>
<p class="hint">Quais dados guardamos, por quê e como pedir uma cópia ou a exclusão deles: veja a <a href="${esc(spaOrigin)}/privacy">Política de Privacidade</a>.</p>
<button type="submit">Criar conta</button>
</form>
<p class="alt">Já tem conta? <a href="${esc(base)}">Entrar</a></p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const action = link ? `<p class="alt"><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return layout(title, `<p>${esc(message)}</p>${action}`);
}

/**
 * Posts the provider's logout form on load: the app asked for the sign-out
 * (its id_token_hint proves it), so no confirmation is shown. Without
 * JavaScript the same form shows a plain button.
 */
export function autoLogoutPage(action: string, xsrf: string): string {
  return layout(
    'Saindo…',
    `<form method="post" action="${esc(action)}">
<input type="hidden" name="xsrf" value="${esc(xsrf)}">
<input type="hidden" name="logout" value="yes">
<p>Encerrando sua sessão na Juba.</p>
<noscript><button type="submit">Sair</button></noscript>
</form>
<script>${AUTO_SUBMIT}</script>`,
  );
}

/** A sign-out that no app vouched for (no id_token_hint) asks first, so no other site can sign a user out. */
export function confirmLogoutPage(action: string, xsrf: string, spaOrigin: string): string {
  return layout(
    'Sair da Juba?',
    `<form method="post" action="${esc(action)}">
<input type="hidden" name="xsrf" value="${esc(xsrf)}">
<p>Você será desconectado da Juba neste navegador.</p>
<button type="submit" name="logout" value="yes">Sair</button>
</form>
<p class="alt"><a href="${esc(spaOrigin)}/">Continuar conectado</a></p>`,
  );
}
