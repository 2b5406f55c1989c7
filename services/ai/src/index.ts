export * from './provider/index.ts';
