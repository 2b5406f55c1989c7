/** Tutor messages as the AI subgraph answers them (with __typename). */
function tutorMessage(
  id: string,
  text: string,
  extra: { corrections?: { original: string; corrected: string; explanation: string }[]; glossary?: Record<string, string> } = {},
) {
  return {
    __typename: 'ConversationMessage',
    id,
    role: 'tutor',
    text,
    corrections: (extra.corrections ?? []).map((c) => ({ __typename: 'TutorCorrection', type: 'grammar', ...c })),
    glossary: Object.entries(extra.glossary ?? {}).map(([word, translation]) => ({ __typename: 'WordTranslation', word, translation })),
  };
}

export const CONVERSATION_ID = '7b0c8a5e-2f7d-4f55-9a43-2f1a8f0f6a10';

export const GREETING = tutorMessage('m-1', 'Hi! Where was your best trip?', {
  glossary: { hi: 'oi', where: 'onde', was: 'foi, estava', your: 'seu, sua', best: 'melhor', trip: 'viagem' },
});

export const REPLY = tutorMessage('m-3', 'Nice! How old were you then?', {
  corrections: [{ original: 'I have 25 years', corrected: 'I am 25 years old', explanation: 'Em inglês, a idade usa o verbo "to be".' }],
  glossary: { nice: 'legal', how: 'como', old: 'velho, de idade', were: 'era, estava', you: 'você' },
});

export function startedConversation(theme = 'travel', id = CONVERSATION_ID) {
  return { data: { startConversation: { __typename: 'Conversation', id, theme, messages: [GREETING] } } };
}
