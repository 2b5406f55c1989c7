/** The background jobs whose rows the learner service owns, as the workers' registry lists them. */
export { activityJob } from './activity/activity-job.ts';
export { errorPatternsJob } from './neuro-scheduler/error-patterns-job.ts';
export { planGenerationJob } from './adaptive-plan/generation-job.ts';
export { learnerAccountErasedJob } from './my-data/erase.ts';
