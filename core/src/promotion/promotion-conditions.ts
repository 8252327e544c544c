import { say } from '../i18n/core-message';
import { couponMessages } from './promotion-messages';
import type { ActivePromotion } from './promotion-types';
import type { Promotion } from './promotion-schemas';

/** Who, where and when a sale is: what decides which promotions are in force for it. */
export interface SaleOccasion {
  at: Date;
  /** The store's time zone: dates, days and hours of promotions are the store's own. */
  timeZone: string;
  storeId: string;
  customerGroupId: string | null;
  /** Coupon codes typed or scanned on this sale (upper case). */
  couponCodes: readonly string[];
}

export interface LocalMoment {
  /** 'yyyy-MM-ddTHH:mm' */
  dateTime: string;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Every time zone's offset is whole minutes, so one minute has one wall clock: the last one asked for is kept.
const lastMoments = new Map<string, { minute: number; moment: LocalMoment }>();

/** The store's wall clock at an instant. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastMoments.get(timeZone);
  if (last?.minute === minute) return last.moment;
  const moment = wallClock(at, timeZone);
  lastMoments.set(timeZone, { minute, moment });
  return moment;
}

function wallClock(at: Date, timeZone: string): LocalMoment {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    dateTime: `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`,
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/** Whether a promotion's dates, days and hours include this moment (hours that pass midnight wrap). */
export function inSchedule(
  promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'days' | 'hoursFrom' | 'hoursTo'>,
  moment: LocalMoment,
): boolean {
  if (promotion.startsAt && moment.dateTime < promotion.startsAt) return false;
  if (promotion.endsAt && moment.dateTime >= promotion.endsAt) return false;
  if (promotion.days.length > 0 && !promotion.days.includes(moment.weekday)) return false;
  if (promotion.hoursFrom && promotion.hoursTo) {
    const time = moment.dateTime.slice(11);
    const { hoursFrom: from, hoursTo: to } = promotion;
    return from < to ? time >= from && time < to : time >= from || time < to;
  }
  return true;
}

/** Why a coupon cannot be used on this sale, or null when it can (its use limits are the server's to count). */
export function couponProblem(promotion: Promotion, occasion: SaleOccasion): string | null {
  const coupon = promotion.coupon;
  if (!coupon) return null;
  const moment = localMoment(occasion.at, occasion.timeZone);
  if (!promotion.active || !appliesTo(promotion, occasion) || !inSchedule(promotion, moment)) {
    return say(couponMessages.notValidNow, { code: coupon.code });
  }
  if (coupon.expiresOn && moment.dateTime.slice(0, 10) > coupon.expiresOn)
    return say(couponMessages.expired, { code: coupon.code });
  if (coupon.limitTotal !== null && coupon.uses >= coupon.limitTotal)
    return couponUsedUp(coupon.code, coupon.limitTotal);
  return null;
}

/** The till's message for a coupon at its use limit (in all, or for this customer). */
export function couponUsedUp(code: string, limit: number, byCustomer = false): string {
  const message =
    limit === 1
      ? byCustomer
        ? couponMessages.usedOnceByCustomer
        : couponMessages.usedOnce
      : byCustomer
        ? couponMessages.usedTimesByCustomer
        : couponMessages.usedTimes;
  return say(message, { code, limit });
}

const appliesTo = (promotion: Promotion, occasion: SaleOccasion) =>
  (promotion.storeIds.length === 0 || promotion.storeIds.includes(occasion.storeId)) &&
  (promotion.customerGroupIds.length === 0 ||
    (occasion.customerGroupId !== null && promotion.customerGroupIds.includes(occasion.customerGroupId)));

/**
 * The promotions in force for a sale: active, for its store and customer, inside their dates, days and hours, and
 * (for a coupon's promotion) with its code on the sale and not expired. A coupon's use limits are checked by the
 * server when the sale is recorded, where every till's uses are counted.
 */
export function promotionsInForce(promotions: readonly Promotion[], occasion: SaleOccasion): ActivePromotion[] {
  const moment = localMoment(occasion.at, occasion.timeZone);
  const codes = new Set(occasion.couponCodes);
  return promotions
    .filter(
      (promotion) =>
        promotion.active &&
        appliesTo(promotion, occasion) &&
        inSchedule(promotion, moment) &&
        (!promotion.coupon ||
          (codes.has(promotion.coupon.code) &&
            (!promotion.coupon.expiresOn || moment.dateTime.slice(0, 10) <= promotion.coupon.expiresOn))),
    )
    .map(({ id, name, rule, combinable }) => ({ id, name, rule, combinable }));
}
