/** The background jobs whose rows the content service owns, as the workers' registry lists them. */
export { handoutGenerationJob } from './handouts/handout-job.ts';
export { contentAccountErasedJob } from './my-data/erase.ts';
