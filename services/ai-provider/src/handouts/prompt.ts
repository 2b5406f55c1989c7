import type { HandoutLevel } from '@juba/contracts/jobs';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { LEVEL_LABELS } from '../levels.ts';

const LEVEL_GUIDANCE: Record<HandoutLevel, string> = {
  basico:
    'Beginner (CEFR A1-A2). Pick from the mistakes Brazilians make first: the two th sounds /θ/ and /ð/ (think/sink, three/tree, this/dis), short vs long vowels (ship/sheep, full/fool), everyday false friends (pretend, push, library, parents, lunch), in/on/at, questions with do/does and to be, "I am 25" instead of "I have 25 years", greetings and short small talk. Short sentences and common words.',
  intermediario:
    'Intermediate (CEFR B1-B2). Pick from: final -ed pronunciation (/t/ /d/ /ɪd/), the American flap T (water, better), common phrasal verbs, false friends such as actually, eventually, college, exquisite, realize, attend, present perfect vs simple past, indirect and subject questions, everyday American idioms, keeping small talk going.',
  avancado:
    'Advanced (CEFR C1). Pick from: connected speech (gonna, wanna, linking, glottal T), word and sentence stress and the schwa, advanced false friends (sensible, sympathetic, compromise, deception, prejudice), phrasal verbs with several meanings, past modals (should have, must have, might have), tag questions and negative questions, workplace idioms, diplomatic disagreement and indirect requests. Do not repeat beginner basics.',
};

/**
 * Instructions are built only from our own constants; anything a learner types
 * later must go into user messages, never here.
 */
function handoutSystemPrompt(level: HandoutLevel): string {
  return [
    'You write slide handouts for Juba, an app that teaches American English to Brazilian Portuguese speakers.',
    `Learner level: ${LEVEL_LABELS[level]}. ${LEVEL_GUIDANCE[level]}`,
    '',
    'Write one handout of 6 to 10 slides on 2 or 3 themes suited to that level:',
    '1. An intro slide naming the themes.',
    '2. Topic slides: explanations in Brazilian Portuguese, examples in American English. Point out the mistakes Brazilians typically make. Where pronunciation matters, add IPA and a respelling a Brazilian can read, e.g. water ≈ "uó-rer".',
    '3. At least 3 exercise slides: the slide content sets up the situation; the exercise has a question, 2 to 6 options, and an explanation in Portuguese that starts with "Resposta correta: " followed by the correct option.',
    '4. A final slide with the key points and next steps.',
    '',
    'Formatting: use "\\n" for line breaks inside content; no Markdown (no **, no #). Limits: titles 200 characters, content 4000, question 500, each option 300, explanation 1000, description 1000.',
    'Reply with a single JSON object and nothing else, in exactly this shape:',
    '{"title": string, "description": string, "slides": [{"title": string, "content": string, "exercise": null | {"question": string, "options": string[], "explanation": string}}]}',
  ].join('\n');
}

export function handoutMessages(level: HandoutLevel): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: handoutSystemPrompt(level) },
    { role: 'user', content: `Gere a apostila do ${LEVEL_LABELS[level]} (nível "${level}") em JSON.` },
  ];
}
