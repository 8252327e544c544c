import type { Role } from '../staff/permissions';

/** Who counted, recounted and closed a shift: the hands an over/short sign-off must come from outside of. */
export interface CloseHands {
  countedById: string | null;
  recountedById: string | null;
  closedById: string | null;
}

export const secondPersonRequiredMessage = 'A second person approves a close: ask another manager or an admin';

/** Whether the approver had no hand in the count or the close they sign off. */
export function isSecondPerson(hands: CloseHands, approverId: string): boolean {
  return ![hands.countedById, hands.recountedById, hands.closedById].includes(approverId);
}

/** An over/short close is approved by a second person; only an admin may sign off a close they counted or made. */
export function mayApproveClose(hands: CloseHands, approver: { id: string; role: Role }): boolean {
  return approver.role === 'admin' || isSecondPerson(hands, approver.id);
}

/** The sign-off as the shift list and the Z report say it, naming whether a second person gave it. */
export function describeCloseApproval(approverName: string, secondPerson: boolean): string {
  return `Approved by ${approverName} ${secondPerson ? '(second person)' : '(an admin, on a close they made)'}`;
}
