import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// PostgreSQL runs a plan (see plan.ts) in one call, as one statement that commits on its own: a sale's row locks
// (its products' stock, the day's report figures) are then held for the plan's last steps and the commit only,
// never across round trips to a server whose event loop is busy with other tills. Each step's SQL reads its
// parameters from the array it is given ($1->>0, $1->>1…, cast by the caller); a step that fails its expectation
// raises tillwise_plan_stop with where it stopped and what was bound, which undoes the whole plan.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create function tillwise_fill(template text, bound jsonb) returns text language plpgsql immutable as $$
    declare name text; filled text := template;
    begin
      for name in select jsonb_object_keys(bound) loop
        filled := replace(filled, '@@' || name || '@@', coalesce(bound->>name, ''));
      end loop;
      return filled;
    end $$`.execute(db);
  await sql`create function tillwise_run_plan(steps jsonb) returns jsonb language plpgsql as $$
    declare
      step jsonb; param jsonb; params jsonb; result jsonb; changed bigint; bound jsonb := '{}';
    begin
      for step in select value from jsonb_array_elements(steps) loop
        params := '[]';
        for param in select value from jsonb_array_elements(step->'params') loop
          if jsonb_typeof(param) = 'object' and param ? 'ref' then
            param := coalesce(bound->(param->>'ref'), 'null');
          elsif jsonb_typeof(param) = 'object' and param ? 'template' then
            param := to_jsonb(tillwise_fill(param->>'template', bound));
          end if;
          params := params || jsonb_build_array(param);
        end loop;
        result := null;
        changed := 0;
        if step->>'kind' = 'read' then
          execute 'select to_jsonb(r) from (' || (step->>'sql') || ' limit 1) r' into result using params;
        elsif step->>'kind' = 'returning' then
          execute 'with r as (' || (step->>'sql') || ') select to_jsonb(r) from r limit 1' into result using params;
          changed := case when result is null then 0 else 1 end;
        else
          execute (step->>'sql') using params;
          get diagnostics changed = row_count;
        end if;
        if step ? 'bind' then
          bound := bound || jsonb_build_object(step->>'bind',
            case when result is null then 'null'::jsonb when step ? 'column' then result->(step->>'column') else result end);
        end if;
        if (step->>'expect' = 'row' and result is null) or (step->>'expect' = 'none' and result is not null)
            or (step->>'expect' = 'changed' and changed = 0) then
          raise exception 'tillwise_plan_stop' using detail = jsonb_build_object('stop', step->>'stop', 'bound', bound)::text;
        end if;
      end loop;
      return bound;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop function if exists tillwise_run_plan(jsonb)`.execute(db);
  await sql`drop function if exists tillwise_fill(text, jsonb)`.execute(db);
}
