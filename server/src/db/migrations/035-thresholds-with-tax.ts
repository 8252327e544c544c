import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// A spend threshold now counts the total the shopper sees, tax included, unless it says otherwise
// (thresholdIncludesTax: false). The thresholds set up before counted the total before tax: each keeps that
// meaning, and so does each sale's copy of it (order_promotions.rule_json), which its refunds replay.
const tables = { promotions: ['id'], order_promotions: ['order_id', 'promotion_id'] } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await mark(db, (rule) => (rule.thresholdIncludesTax === undefined ? { ...rule, thresholdIncludesTax: false } : null));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await mark(db, (rule) => {
    if (rule.thresholdIncludesTax === undefined) return null;
    const { thresholdIncludesTax: _counted, ...before } = rule;
    return before;
  });
}

type Rule = { kind?: string; thresholdIncludesTax?: boolean } & Record<string, unknown>;

async function mark(db: Kysely<unknown>, change: (rule: Rule) => Rule | null) {
  for (const [table, key] of Object.entries(tables)) {
    const rows = (
      await sql<Record<string, string>>`
        select ${sql.join(key.map((column) => sql.ref(column)))}, rule_json from ${sql.table(table)}
        where rule_json like ${'%"spend_threshold"%'}`.execute(db)
    ).rows;
    for (const row of rows) {
      const rule = JSON.parse(row.rule_json!) as Rule;
      // A sale's copy keeps the rule under `rule` beside its other facts.
      const inner = (rule.rule as Rule | undefined) ?? rule;
      if (inner.kind !== 'spend_threshold') continue;
      const changed = change(inner);
      if (!changed) continue;
      const json = JSON.stringify(inner === rule ? changed : { ...rule, rule: changed });
      const where = sql.join(
        key.map((column) => sql`${sql.ref(column)} = ${row[column]}`),
        sql` and `,
      );
      await sql`update ${sql.table(table)} set rule_json = ${json} where ${where}`.execute(db);
    }
  }
}
