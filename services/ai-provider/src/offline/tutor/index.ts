export { offlineTutorReply, tutorGreeting } from './offline-tutor.ts';
export { detectCorrections } from './corrections.ts';
export { TUTOR_SCRIPTS } from './templates.ts';
