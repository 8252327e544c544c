import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// PostgreSQL: tillwise_run_plan (migration 017) parsed, analysed and planned every step of every sale afresh (an
// EXECUTE of the step's text), about half of a sale's time in the database, and a sale holds its hot rows (stock,
// the day's figures) for its last steps' share of that. Now each distinct step text is PREPAREd once per
// connection, named by its hash, and run as EXECUTE name(params), which reuses the plan. PREPARE outlives a
// rolled-back transaction but settings do not, so the setting tillwise.<name> is only a fast "already prepared"
// mark and a miss is checked against pg_prepared_statements. A connection with very many distinct steps (sales of
// every length up to hundreds of lines) stops preparing new ones and runs those as before. A step whose parameters
// are all given (no value bound by an earlier step) passes them as they came, without rebuilding the array.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create or replace function tillwise_run_plan(steps jsonb) returns jsonb language plpgsql as $$
    declare
      step jsonb; param jsonb; params jsonb; result jsonb; changed bigint; bound jsonb := '{}';
      kind text; counted boolean; body text; prepared text; ready boolean;
    begin
      for step in select value from jsonb_array_elements(steps) loop
        if step ? 'fills' then
          params := '[]';
          for param in select value from jsonb_array_elements(step->'params') loop
            if jsonb_typeof(param) = 'object' and param ? 'ref' then
              param := coalesce(bound->(param->>'ref'), 'null');
            elsif jsonb_typeof(param) = 'object' and param ? 'template' then
              param := to_jsonb(tillwise_fill(param->>'template', bound));
            end if;
            params := params || jsonb_build_array(param);
          end loop;
        else
          params := step->'params';
        end if;
        kind := step->>'kind';
        counted := kind = 'write' and coalesce(step->>'expect', '') = 'changed';
        body := case
          when kind = 'read' then 'select to_jsonb(r) from (' || (step->>'sql') || ' limit 1) r'
          when kind = 'returning' then 'with r as (' || (step->>'sql') || ') select to_jsonb(r) from r limit 1'
          when counted then 'with r as (' || (step->>'sql') || ' returning 1) select count(*) from r'
          else step->>'sql' end;
        prepared := 'tillwise_' || md5(body);
        ready := current_setting('tillwise.' || prepared, true) is not null;
        if not ready then
          ready := exists (select 1 from pg_prepared_statements where name = prepared);
          if not ready and (select count(*) from pg_prepared_statements) < 500 then
            execute format('prepare %I (jsonb) as %s', prepared, body);
            ready := true;
          end if;
          if ready then
            perform set_config('tillwise.' || prepared, '1', false);
          end if;
        end if;
        result := null;
        changed := 0;
        if ready then
          body := format('execute %I(%L)', prepared, params);
        end if;
        if kind = 'read' or kind = 'returning' then
          if ready then execute body into result; else execute body into result using params; end if;
          changed := case when result is null then 0 else 1 end;
        elsif counted then
          if ready then execute body into changed; else execute body into changed using params; end if;
        elsif ready then
          execute body;
        else
          execute body using params;
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
  const { up: previous } = await import('./017-plan-runner');
  await sql`drop function if exists tillwise_run_plan(jsonb)`.execute(db);
  await sql`drop function if exists tillwise_fill(text, jsonb)`.execute(db);
  await previous(db);
}
