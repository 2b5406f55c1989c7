import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

/** Shows the model its own reply and what was wrong with it, so the second try can fix exactly that. */
export function retryMessages(subject: string, previousReply: string | null, problems: string[]): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [];
  if (previousReply?.trim()) messages.push({ role: 'assistant', content: previousReply.slice(0, 20_000) });
  messages.push({
    role: 'user',
    content: `Your previous reply was not a valid ${subject}: ${problems.join('; ')}. Reply again with the complete ${subject} as one JSON object in the required shape.`,
  });
  return messages;
}
