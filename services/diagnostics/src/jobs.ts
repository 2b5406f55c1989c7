/** The background jobs whose rows the diagnostics service owns, as the workers' registry lists them. */
export { phoneticAnalysisJob } from './phonetics/phonetic-job.ts';
export { diagnosticsAccountErasedJob } from './my-data/erase.ts';
