import type { ConversationTheme } from '@juba/contracts/conversation';

export interface ThemeScript {
  greeting: string;
  /** Spec part 1 §4: five replies mentioning the theme. Each ends with a question that keeps the learner talking. */
  replies: readonly [string, string, string, string, string];
}

/**
 * The offline tutor's lines. Level-neutral on purpose: short sentences and
 * everyday words a beginner can follow and an advanced learner can build on.
 * Every word here must be in the conversation glossary (a test checks).
 */
export const TUTOR_SCRIPTS: Record<ConversationTheme, ThemeScript> = {
  business: {
    greeting:
      "Hello! I'm your English tutor. Today let's talk about business and startups. Do you work for a company, or would you like to start your own business one day?",
    replies: [
      "That's interesting! In your opinion, what makes a startup successful?",
      'I see. If you started your own business, what kind of business would it be?',
      'Good point! Is there a company or a founder you really admire? Why?',
      'Thanks for sharing. What do you think is the hardest part of starting a business?',
      'That makes sense. Would you rather work for a big company or for a small startup? Why?',
    ],
  },
  technology: {
    greeting: "Hello! I'm your English tutor. Today let's talk about technology and AI. How do you use technology in your daily life?",
    replies: [
      "That's interesting! Which app or gadget could you not live without, and why?",
      'I see. Do you use AI tools at work or in your studies? What do you use them for?',
      'Good point! How do you think AI will change the way we work in the next few years?',
      'Thanks for sharing. What new technology are you most excited about right now?',
      'That makes sense. Do you think technology makes our lives easier or more stressful? Why?',
    ],
  },
  travel: {
    greeting: "Hello! I'm your English tutor. Today let's talk about travel and culture. What is the most interesting place you have ever visited?",
    replies: [
      "That's interesting! What do you like to do first when you travel to a new place?",
      'I see. If you could travel anywhere in the world, where would you go? Why?',
      'Good point! What would you show a tourist who visits your city for the first time?',
      'Thanks for sharing. Is there something about American culture that surprises you?',
      'That makes sense. Do you prefer to travel alone or with friends and family? Why?',
    ],
  },
  food: {
    greeting: "Hello! I'm your English tutor. Today let's talk about food and cooking. What is your favorite dish?",
    replies: [
      'That sounds delicious! Do you like to cook at home? What do you usually make?',
      'I see. Which Brazilian dish would you recommend to a visitor who has never tried our food?',
      'Good point! Have you ever tried food from another country that you really loved?',
      'Thanks for sharing. Can you explain how to cook a dish you know well?',
      'That makes sense. Do you prefer eating at restaurants or cooking your own food? Why?',
    ],
  },
  sports: {
    greeting: "Hello! I'm your English tutor. Today let's talk about sports and fitness. Do you play any sports or exercise regularly?",
    replies: [
      "That's interesting! What do you do to stay fit and healthy?",
      'I see. Which sport do you enjoy watching the most? Why?',
      'Good point! Who is your favorite athlete or team, and why do you like them?',
      'Thanks for sharing. Have you ever tried a new sport? How was it?',
      'That makes sense. How often do you exercise, and what keeps you motivated?',
    ],
  },
  movies: {
    greeting: "Hello! I'm your English tutor. Today let's talk about movies and entertainment. What kind of movies do you like to watch?",
    replies: [
      "That's interesting! What is the best movie you have watched recently? What was it about?",
      'I see. Do you prefer watching movies at the theater or at home? Why?',
      'Good point! Do you watch movies or series in English? Does it help you learn?',
      'Thanks for sharing. Who is your favorite actor or actress, and why?',
      'That makes sense. Besides movies, what do you like to do for entertainment?',
    ],
  },
};
