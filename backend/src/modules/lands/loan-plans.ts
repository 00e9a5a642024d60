import type { EntityManager } from 'typeorm';
import type { Row } from '../../crud/pipeline/serialize.js';

/**
 * A loan plan's terms as a loan takes them, read in the loan's transaction and shared-locked so that the plan cannot
 * change under a request being made; undefined when there is no such active plan.
 */
export async function activePlan(manager: EntityManager, id: unknown): Promise<Row | undefined> {
  const [plan] = (await manager.query(
    `SELECT id, coin_id AS "coinId", apr_percent::text AS "aprPercent", max_ltv_percent::text AS "maxLtvPercent",
       min_term_months AS "minTermMonths", max_term_months AS "maxTermMonths", min_principal::text AS "minPrincipal",
       max_principal::text AS "maxPrincipal"
     FROM loan_plans WHERE id = $1 AND is_active FOR SHARE`,
    [id],
  )) as Row[];
  return plan;
}
