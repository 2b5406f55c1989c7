/** The background jobs whose rows the AI service owns, as the workers' registry lists them. */
export { aiAccountErasedJob } from './my-data/erase.ts';
