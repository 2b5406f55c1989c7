import type { Material } from './material.ts';

/** A short handout as the content service returns it (with the cache's __typename). */
export const GREETINGS_HANDOUT: Material = {
  title: 'Saudações no Inglês Americano',
  description: 'Como cumprimentar pessoas em situações formais e informais.',
  slides: [
    {
      title: 'Hello e Hi',
      content: 'Hello é neutro.\nHi é informal.\nHey é bem casual.',
      exercise: null,
    },
    {
      title: 'How are you?',
      content: 'A resposta comum é "I\'m good, thanks!"',
      exercise: {
        question: 'Qual resposta é mais natural para "How are you?"',
        options: ["I'm good, thanks!", 'I am in good health.', 'Yes.'],
        explanation: 'Nos EUA, "How are you?" é quase um cumprimento: responda de forma curta.',
      },
    },
    {
      title: 'Despedidas',
      content: 'See you later!\nTake care!',
      exercise: null,
    },
  ],
};

export function withTypenames(material: Material) {
  return {
    __typename: 'Material',
    ...material,
    slides: material.slides.map((slide) => ({
      __typename: 'Slide',
      ...slide,
      exercise: slide.exercise ? { __typename: 'HandoutExercise', ...slide.exercise } : null,
    })),
  };
}
