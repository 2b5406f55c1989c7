export * from './env.ts';
export * from './errors.ts';
export * from './services.ts';
export * from './viewer.ts';
