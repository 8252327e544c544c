import type { PlanParam, PlanStep } from './plan';

export function planValue(param: PlanParam, bound: Record<string, unknown>): unknown;
export function stepRuns(step: PlanStep, bound: Record<string, unknown>): boolean;
export function settleStep(
  step: PlanStep,
  rows: readonly Record<string, unknown>[],
  changes: number,
  bound: Record<string, unknown>,
): boolean;
