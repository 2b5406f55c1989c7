import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Validation rules that bound what one request can ask for, so a client
 * cannot make the gateway fan out unbounded work.
 */
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) deepest = Math.max(deepest, (sel.selectionSet ? 1 : 0) + depthOf(sel.selectionSet, seen));
        else if (sel.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          deepest = Math.max(deepest, depthOf(frag?.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set()) + 1;
        if (depth > maxDepth) context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${maxDepth} allowed.`, { nodes: [node] }));
      },
    };
  };
}

export function aliasLimit(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node: FieldNode) {
        if (node.alias && ++aliases === maxAliases + 1) {
          context.reportError(new GraphQLError(`Too many aliases: at most ${maxAliases} allowed per request.`, { nodes: [node] }));
        }
      },
    };
  };
}
