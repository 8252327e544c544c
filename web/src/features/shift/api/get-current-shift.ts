import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentShift } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';
import { shiftKeys } from './shift-keys';

export const getCurrentShift = (tillId: string, signal?: AbortSignal) =>
  keptAnswer(`current-shift:${tillId}`, () => api.get<CurrentShift>('/shifts/current', { query: { tillId }, signal }));

export const getCurrentShiftQueryOptions = (tillId: string) =>
  queryOptions({ queryKey: shiftKeys.current(tillId), queryFn: ({ signal }) => getCurrentShift(tillId, signal) });

/** The shift open on a till (none while no till is set up). */
export const useCurrentShift = (tillId: string | null) =>
  useQuery({ ...getCurrentShiftQueryOptions(tillId ?? ''), enabled: tillId !== null });
