import { GraphQLError, Kind, type ASTVisitor, type ValueNode, type ValidationContext } from 'graphql';

/**
 * Work the query planner may spend on the values written into a document.
 * Apollo's planner (collectVariablesInValue in @apollo/federation-internals
 * 2.14) visits each item of a list literal twice, so a literal of n nested
 * lists costs 2^n: 34 levels in a 288-byte anonymous request held the event
 * loop for most of an hour. Variables are not walked that way.
 */
const MAX_LITERAL_PLANNING_VISITS = 10_000;

export const DEEP_LIST_LITERAL_MESSAGE = 'Lists written into the document nest too deeply. Send such values as variables.';

/** The visits the planner makes over one literal: its own, twice each item of a list, once each field of an object. */
function planningVisits(value: ValueNode, budget: number): number {
  let visits = 0;
  const pending: [ValueNode, number][] = [[value, 1]];
  while (pending.length > 0 && visits <= budget) {
    const [node, weight] = pending.pop()!;
    visits += weight;
    if (node.kind === Kind.LIST) for (const item of node.values) pending.push([item, weight * 2]);
    else if (node.kind === Kind.OBJECT) for (const field of node.fields) pending.push([field.value, weight]);
  }
  return visits;
}

/** A validation rule: refuses a document whose literals would cost the planner more than MAX_LITERAL_PLANNING_VISITS. Linear in the document. */
export function literalListLimit(context: ValidationContext): ASTVisitor {
  let visits = 0;
  const check = (value: ValueNode) => {
    if (visits > MAX_LITERAL_PLANNING_VISITS) return;
    visits += planningVisits(value, MAX_LITERAL_PLANNING_VISITS - visits);
    if (visits > MAX_LITERAL_PLANNING_VISITS) context.reportError(new GraphQLError(DEEP_LIST_LITERAL_MESSAGE, { nodes: [value] }));
  };
  return {
    // Literals inside lists and objects are walked from their argument, not again on their own.
    Argument: (node) => check(node.value),
    VariableDefinition: (node) => void (node.defaultValue && check(node.defaultValue)),
  };
}
