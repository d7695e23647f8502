import type { Database } from '../db/open.ts';
import { operatorActions } from '../db/schema/index.ts';

/** A database or the transaction an operator action runs in. */
type Writer = Pick<Database, 'insert'>;

/** Who acts: staff through the operator CLI. */
export interface Operator {
  name: string;
}

export interface OperatorActionRecord {
  operator: Operator;
  action: string;
  target: string;
  details: Record<string, unknown>;
  at: Date;
}

/** Records an operator action; call it inside the action's own transaction. */
export async function recordOperatorAction(writer: Writer, record: OperatorActionRecord): Promise<void> {
  await writer.insert(operatorActions).values({
    operator: record.operator.name,
    action: record.action,
    target: record.target,
    details: record.details,
    createTime: record.at,
  });
}
