import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    case Kind.NULL:
      return null;
    default:
      throw new TypeError('JSON literals cannot hold variables');
  }
}

/** Arbitrary JSON values (admin content, mastery maps); size and shape are validated by each resolver. */
export const GraphQLJSON = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literalToJson,
});
