/**
 * The notice a learner accepts before their voice is recorded (LGPD arts. 7
 * and 8): shown by /phonetics, /accent-lab and 'Meus dados', and named by its
 * version in the consent the diagnostics service stores. Changing a word of
 * it means a new version, so every learner is asked again
 * (voice-consent.test.ts pins the text to its version).
 */
export const VOICE_CONSENT_VERSION = 'voz-2026-05';

/** The `reason` of the FORBIDDEN error a recording without consent gets: the screens show the notice again. */
export const VOICE_CONSENT_REQUIRED = 'VOICE_CONSENT_REQUIRED';

export const VOICE_CONSENT_TITLE = 'Antes de gravar sua voz';

export const VOICE_CONSENT_PARAGRAPHS: readonly string[] = [
  'Para analisar sua pronúncia, o Juba grava sua voz enquanto você lê o texto ou diz a palavra do exercício, apenas entre "Iniciar Gravação" e "Parar Gravação".',
  'A gravação é analisada no próprio servidor do Juba, sem passar por nenhum outro serviço, e é apagada assim que a análise termina. Guardamos só o resultado: a nota, o texto lido e as dicas.',
  'Sua voz nunca é compartilhada com ninguém: nem com outras empresas, nem com provedores de inteligência artificial.',
  'Você pode retirar esta autorização quando quiser em "Meus dados". Ao retirá-la, as gravações que ainda não foram analisadas são apagadas na hora.',
];

/**
 * What the AI provider receives when the operator configured one (the
 * tutor, the Socratic partner, the study plan, the adaptive questions, the
 * dictionary and the handouts); never a recording nor a pronunciation result.
 */
export const AI_SHARED_TEXTS: readonly string[] = [
  'as mensagens que você escreve ao tutor (/conversation) e nas sessões socráticas (/socratic), com as respostas anteriores da conversa;',
  'seu nível, objetivos e áreas de foco, para montar o plano de estudos (/adaptive-plan) e as perguntas adaptativas do painel;',
  'as palavras que você consulta no dicionário (/dictionary);',
  'o nível escolhido para gerar uma apostila (/material-didatico).',
];
