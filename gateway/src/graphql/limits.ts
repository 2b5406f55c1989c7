import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { finiteNumberLiterals, storableStringLiterals } from './input-values.ts';
import { literalListLimit } from './literal-lists.ts';

/** What one GraphQL document may hold, on HTTP and on the WebSocket alike. */
export interface DocumentLimits {
  maxDepth: number;
  maxAliases: number;
  /** Bounds the parser's work and every rule's: checked while parsing. */
  maxTokens: number;
  maxDefinitions: number;
  maxFragmentSpreads: number;
}

/** The parser stops at the token limit, so no later step ever sees a larger document. */
export const parseOptions = (limits: DocumentLimits): ParseOptions => ({ maxTokens: limits.maxTokens });

/**
 * Validation rules that bound what one request can ask for, so a client
 * cannot make the gateway fan out unbounded work. Each costs time linear in
 * the size of the document.
 */
export const documentRules = (limits: DocumentLimits): ValidationRule[] => [
  documentSizeLimit(limits.maxDefinitions, limits.maxFragmentSpreads),
  depthLimit(limits.maxDepth),
  aliasLimit(limits.maxAliases),
  literalListLimit,
  storableStringLiterals,
  finiteNumberLiterals,
];

function documentSizeLimit(maxDefinitions: number, maxFragmentSpreads: number) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    if (document.definitions.length > maxDefinitions) {
      context.reportError(new GraphQLError(`Too many definitions: at most ${maxDefinitions} allowed per document.`));
    }
    let spreads = 0;
    return {
      FragmentSpread(node) {
        if (++spreads === maxFragmentSpreads + 1) {
          context.reportError(new GraphQLError(`Too many fragment spreads: at most ${maxFragmentSpreads} allowed per document.`, { nodes: [node] }));
        }
      },
    };
  };
}

export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    // Each fragment's depth is worked out once, so a fragment spread many times costs nothing more.
    const fragmentDepths = new Map<string, number>();
    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      // A cycle counts as no depth here; NoFragmentCycles refuses the document.
      fragmentDepths.set(name, 0);
      const depth = depthOf(fragments.get(name)?.selectionSet);
      fragmentDepths.set(name, depth);
      return depth;
    };
    const depthOf = (set: SelectionSetNode | undefined): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet) : 0);
        else if (sel.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(sel.selectionSet));
        else deepest = Math.max(deepest, fragmentDepth(sel.name.value));
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet) + 1;
        if (depth > maxDepth) context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${maxDepth} allowed.`, { nodes: [node] }));
      },
    };
  };
}

function aliasLimit(maxAliases: number) {
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
