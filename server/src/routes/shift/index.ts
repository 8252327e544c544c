import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import approveShift from './approve-shift';
import closeShift from './close-shift';
import countShift from './count-shift';
import getCurrentShift from './get-current-shift';
import getShiftReport from './get-shift-report';
import getZReport from './get-z-report';
import listShifts from './list-shifts';
import listZReports from './list-z-reports';
import openShift from './open-shift';
import recordCashMovement from './record-cash-movement';
import recordVoid from './record-void';
import verifyZChains from './verify-z-chains';

/** Shifts (drawer sessions) on tills: open with a float, move cash, count blind, close with a Z report. */
const shift: FastifyPluginAsyncZod = async (app) => {
  await app.register(getCurrentShift);
  await app.register(openShift);
  await app.register(listShifts);
  await app.register(getShiftReport);
  await app.register(recordCashMovement);
  await app.register(countShift);
  await app.register(closeShift);
  await app.register(approveShift);
  await app.register(recordVoid);
  await app.register(listZReports);
  await app.register(verifyZChains);
  await app.register(getZReport);
};

export default shift;
