import type { Material } from '@juba/ai-provider';

/** A small, valid handout that test doubles of the AI return. */
export function sampleMaterial(title = 'Cumprimentos do dia a dia'): Material {
  return {
    title,
    description: 'Como cumprimentar pessoas em inglês americano em situações informais e formais.',
    slides: [
      { title: 'Hi e Hello', content: 'Hi! é informal.\nHello! serve para quase tudo.' },
      { title: 'How are you?', content: 'A resposta comum é: "I\'m good, thanks. And you?"' },
      {
        title: 'Pratique',
        content: 'Escolha a resposta mais natural.',
        exercise: {
          question: 'Alguém diz "How\'s it going?". O que você responde?',
          options: ['Pretty good, thanks!', 'I am going to the store.'],
          explanation: '"How\'s it going?" pergunta como você está, não para onde vai.',
        },
      },
    ],
  };
}
