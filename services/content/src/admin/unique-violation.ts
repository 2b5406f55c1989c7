/** Prisma's P2002: the row would duplicate a unique column (a config key). */
export const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
