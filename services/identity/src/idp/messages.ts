/** Every text the sign-in pages show, in Brazilian Portuguese. */
export const MESSAGES = {
  loginFailed: 'E-mail ou senha incorretos.',
  loginMissing: 'Informe seu e-mail e sua senha.',
  firstNameRequired: 'Informe seu nome.',
  lastNameRequired: 'Informe seu sobrenome.',
  nameTooLong: 'Nome e sobrenome podem ter no máximo 80 caracteres cada.',
  emailInvalid: 'Informe um e-mail válido.',
  emailTaken: 'Este e-mail já está cadastrado.',
  passwordTooShort: 'A senha precisa ter pelo menos 8 caracteres.',
  passwordTooLong: 'A senha pode ter no máximo 128 caracteres.',
  passwordMismatch: 'As senhas não coincidem.',
  interactionExpired: 'Esta página de acesso expirou ou já foi usada. Volte para a Juba e tente entrar novamente.',
  formTooLarge: 'O formulário enviado é grande demais.',
  formUnsupported: 'Envie o formulário pela própria página.',
  unexpected: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  requestRejected: 'O pedido de acesso não é válido.',
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas de acesso sem sucesso. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`,
} as const;
