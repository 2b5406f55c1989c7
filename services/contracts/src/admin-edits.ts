/**
 * What the content service answers when an admin saves over a version another
 * admin has changed since (CONFLICT); the panel shows it as it is.
 */
export const STALE_EDIT_MESSAGE = 'Alguém alterou este item depois que você o abriu. Feche o formulário e abra o item de novo para ver a versão atual.';
