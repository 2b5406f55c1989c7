export { offlineTutorReply, tutorGreeting } from './offline-tutor.ts';
export { detectCorrections, MAX_OFFLINE_CORRECTIONS } from './corrections.ts';
export { TUTOR_SCRIPTS, type ThemeScript } from './templates.ts';
