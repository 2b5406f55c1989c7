import { isScalarType } from 'graphql';

/**
 * A subgraph's root resolver map from its features' maps (each feature folder
 * has a `resolvers.ts`): the fields of each type are gathered from every map.
 * Two features resolving the same field is a mistake, refused at start rather
 * than one silently winning. Scalars (`JSON: GraphQLJSON`) are taken as they are.
 */
export function mergeResolvers<R extends object>(...maps: R[]): R {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [type, resolvers] of Object.entries(map)) {
      const before = merged[type];
      if (isScalarType(resolvers) || isScalarType(before)) {
        if (before !== undefined && before !== resolvers) throw new Error(`Two features define the scalar ${type}`);
        merged[type] = resolvers;
        continue;
      }
      const fields = (before ?? {}) as Record<string, unknown>;
      for (const field of Object.keys(resolvers as object)) {
        if (field in fields) throw new Error(`Two features resolve ${type}.${field}`);
      }
      merged[type] = { ...fields, ...(resolvers as object) };
    }
  }
  return merged as R;
}
