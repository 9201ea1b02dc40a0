import {
  BinaryOperationNode,
  type KyselyPlugin,
  LimitNode,
  OffsetNode,
  type OperationNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  SelectQueryNode,
  type UnknownRow,
  ValueNode,
} from "kysely";

/**
 * `?` becomes `(select ?)`: the same value, with no affinity (so it compares exactly as the bare
 * parameter: a CAST would give it one, and '10' = 10 would then hold where it did not), and a
 * value SQLite's planner does not look into. An index on the compared column is still used.
 */
function hiddenFromPlanner(node: OperationNode): OperationNode {
  return ValueNode.is(node) && node.immediate !== true ? RawNode.create(["(select ", ")"], [node]) : node;
}

class BoundValuesInSubqueries extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode, queryId?: QueryId): BinaryOperationNode {
    const inner = super.transformBinaryOperation(node, queryId);
    return BinaryOperationNode.create(hiddenFromPlanner(inner.leftOperand), inner.operator, hiddenFromPlanner(inner.rightOperand));
  }

  protected override transformLimit(node: LimitNode, queryId?: QueryId): LimitNode {
    return LimitNode.create(hiddenFromPlanner(super.transformLimit(node, queryId).limit));
  }

  protected override transformOffset(node: OffsetNode, queryId?: QueryId): OffsetNode {
    return OffsetNode.create(hiddenFromPlanner(super.transformOffset(node, queryId).offset));
  }
}

/**
 * Lets SQLite plan a sorted or limited read once, not on every run (issue 22; ADR 003, later of
 * 2026-11-28). The SQLite inside better-sqlite3 is built with SQLITE_ENABLE_STAT4: when a
 * statement has ORDER BY, LIMIT or OFFSET, its planner looks at the values bound to the WHERE
 * clause's and the LIMIT's parameters, and marks the statement to be prepared again whenever
 * one is bound, which better-sqlite3 does on every run. A parent's subscription, children,
 * payments and results were parsed and planned anew on each page (10-25 µs each, more than the
 * read itself). SQLite does not look into a subquery, so in such a read each bound value in a
 * comparison, the LIMIT and the OFFSET is read through `(select ?)`, which compares and uses
 * indexes exactly as the bare value does. Other statements are left alone (walking their tree
 * would cost more than it saves). SQLite only: PostgreSQL plans differently.
 */
export class SqlitePlansOnce implements KyselyPlugin {
  readonly #hide = new BoundValuesInSubqueries();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(node) && (node.orderBy || node.limit || node.offset)) return this.#hide.transformNode(node, queryId);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
