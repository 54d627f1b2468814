import * as z from './z';
import {
  isServiceTime,
  MAX_SERVICES_PER_DAY,
  servicesProblem,
  type TBookingWindow,
  type TPacing,
  type TTurnTime,
  type TWeeklyHours,
} from './service-rules';

/**
 * The service rules as settings (issue 24 §1): weekly hours, turn times, pacing and the booking window, each
 * optional (absent or null = not set, the restaurant behaves as before). Stored as written; the logic that reads
 * them is service-rules.ts. The messages are the settings dialog's and the API's 400 answers.
 */
export const SERVICE_RULES_MESSAGES = {
  serviceTime: 'A service time is written as HH:mm, from 00:00 to 24:00.',
  closeAfterOpen: 'A service must close after it opens.',
  order: 'The services of a day must be in order and must not overlap.',
  tooMany: `A day has at most ${MAX_SERVICES_PER_DAY} services.`,
  turnTimeGuests: 'A turn time is for a party of 1 to 20 guests.',
  turnTimeMinutes: 'A turn time is from 15 to 360 minutes.',
  turnTimesOrder:
    'Turn times go from the smallest party to the largest, each for more guests than the one before.',
  pacingRange: 'Covers per slot must be a whole number from 1 to 500.',
  minNoticeRange: 'The minimum notice must be a whole number of minutes from 0 to 10080 (a week).',
  maxDaysAheadRange: 'Bookings may open from 1 to 365 days ahead.',
  windowEmpty: 'A booking window needs a minimum notice or a number of days ahead.',
} as const;

const M = SERVICE_RULES_MESSAGES;

export const ZServiceTime = z
  .string({ error: M.serviceTime })
  .refine(isServiceTime, { message: M.serviceTime });

export const ZService = z.object({ open: ZServiceTime, close: ZServiceTime }).strict();

/** A weekday's services: 0–3, in order, not overlapping, each closing after it opens. */
export const ZDayServices = z
  .array(ZService)
  .max(MAX_SERVICES_PER_DAY, { message: M.tooMany })
  .superRefine((services, ctx) => {
    const problem = servicesProblem(services);
    if (problem) ctx.addIssue({ code: 'custom', message: M[problem] });
  });

/** Per weekday (mon … sun) its services; a weekday left out uses openHour/closeHour, an empty list closes it. */
export const ZWeeklyHours = z
  .object({
    mon: ZDayServices.optional(),
    tue: ZDayServices.optional(),
    wed: ZDayServices.optional(),
    thu: ZDayServices.optional(),
    fri: ZDayServices.optional(),
    sat: ZDayServices.optional(),
    sun: ZDayServices.optional(),
  })
  .strict();

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message });

export const ZTurnTime = z
  .object({ maxGuests: int(1, 20, M.turnTimeGuests), minutes: int(15, 360, M.turnTimeMinutes) })
  .strict();

/** Turn times by increasing party size (at most one entry per size, so at most 20). */
export const ZTurnTimeSteps = z
  .array(ZTurnTime)
  .max(20, { message: M.turnTimesOrder })
  .refine((steps) => steps.every((step, i) => i === 0 || step.maxGuests > steps[i - 1]!.maxGuests), {
    message: M.turnTimesOrder,
  });

export const ZPacing = z.object({ maxCoversPerSlot: int(1, 500, M.pacingRange) }).strict();

export const ZBookingWindow = z
  .object({
    minNoticeMinutes: int(0, 10_080, M.minNoticeRange).optional(),
    maxDaysAhead: int(1, 365, M.maxDaysAheadRange).optional(),
  })
  .strict()
  .refine((w) => w.minNoticeMinutes !== undefined || w.maxDaysAhead !== undefined, {
    message: M.windowEmpty,
  });

/** The four rules as a restaurant carries them (null = not set). */
export const ZServiceRules = z.object({
  weeklyHours: ZWeeklyHours.nullable(),
  turnTimes: ZTurnTimeSteps.nullable(),
  pacing: ZPacing.nullable(),
  bookingWindow: ZBookingWindow.nullable(),
});
export type TServiceRules = z.infer<typeof ZServiceRules>;
export const SERVICE_RULE_FIELDS = Object.keys(ZServiceRules.shape) as (keyof TServiceRules)[];

/** Compile-time check: the schemas write exactly the types the rule logic (service-rules.ts) reads. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type TServiceRulesSchemasMatch = [
  Holds<Same<z.infer<typeof ZWeeklyHours>, TWeeklyHours>>,
  Holds<Same<z.infer<typeof ZTurnTime>, TTurnTime>>,
  Holds<Same<z.infer<typeof ZPacing>, TPacing>>,
  Holds<Same<z.infer<typeof ZBookingWindow>, TBookingWindow>>,
];
