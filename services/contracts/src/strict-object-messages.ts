/**
 * A strict object's own errors in Portuguese: names unknown keys; any other
 * problem with the object itself (not an object at all) reads `shape`.
 */
export const strictObjectMessages = (shape: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Campos desconhecidos: ${issue.keys?.join(', ')}.` : `Envie ${shape}.`,
});
