import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  RESTAURANT_DEFAULTS,
  ZBookingWindow,
  ZBrandColors,
  ZPacing,
  ZTurnTimeSteps,
  ZWeeklyHours,
  ZFloorplan,
  ZSpecialHours,
  ZSpecialPromotions,
  ZTheme,
  type TBookingWindow,
  type TBrandColors,
  type TPacing,
  type TTurnTime,
  type TWeeklyHours,
  type TFloorplan,
  type TSpecialHours,
  type TSpecialPromotions,
  type TTheme,
} from '@stol/contracts';

/**
 * The JSON documents are validated against the contracts schemas on every write, whoever writes them
 * (routes, seed, later features), so a malformed document never reaches the database.
 */
interface RestaurantDocuments {
  specialHours: TSpecialHours;
  brandColors: TBrandColors;
  floorplan: TFloorplan;
  theme: TTheme;
  specialPromotions?: TSpecialPromotions | null;
  weeklyHours?: TWeeklyHours | null;
  turnTimes?: TTurnTime[] | null;
  pacing?: TPacing | null;
  bookingWindow?: TBookingWindow | null;
}

/** Parses a document that may be absent (null stays null). */
const parsedOrNull = <T>(schema: { parse: (value: unknown) => T }, value: unknown): T | null =>
  value == null ? null : schema.parse(value);

function validateDocuments(args: { entity: RestaurantDocuments }): void {
  const r = args.entity;
  r.specialHours = ZSpecialHours.parse(r.specialHours);
  r.brandColors = ZBrandColors.parse(r.brandColors);
  r.floorplan = ZFloorplan.parse(r.floorplan);
  r.theme = ZTheme.parse(r.theme);
  r.specialPromotions = parsedOrNull(ZSpecialPromotions, r.specialPromotions);
  r.weeklyHours = parsedOrNull(ZWeeklyHours, r.weeklyHours);
  r.turnTimes = parsedOrNull(ZTurnTimeSteps, r.turnTimes);
  r.pacing = parsedOrNull(ZPacing, r.pacing);
  r.bookingWindow = parsedOrNull(ZBookingWindow, r.bookingWindow);
}

export const Restaurant = defineEntity({
  name: 'Restaurant',
  tableName: 'restaurants',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    address: p.string().length(500).nullable(),
    coverImage: p.text().nullable(),
    description: p.text().nullable(),
    descriptionHr: p.text().nullable(),
    descriptionEn: p.text().nullable(),
    openHour: p.integer().default(RESTAURANT_DEFAULTS.openHour),
    closeHour: p.integer().default(RESTAURANT_DEFAULTS.closeHour),
    intervalMin: p.integer().default(RESTAURANT_DEFAULTS.intervalMin),
    defaultDurationMin: p.integer().default(RESTAURANT_DEFAULTS.defaultDurationMin),
    bufferMin: p.integer().default(RESTAURANT_DEFAULTS.bufferMin),
    noShowGraceMin: p.integer().default(RESTAURANT_DEFAULTS.noShowGraceMin),
    publicOrigin: p.string().length(500).nullable(),
    publicPath: p.string().length(200).nullable(),
    specialHours: p
      .json<TSpecialHours>()
      .columnType('jsonb')
      .onCreate(() => ({})),
    specialPromotions: p.json<TSpecialPromotions>().columnType('jsonb').nullable(),
    brandColors: p
      .json<TBrandColors>()
      .columnType('jsonb')
      .onCreate(() => ({})),
    hubLogo: p.text().nullable(),
    floorplan: p
      .json<TFloorplan>()
      .columnType('jsonb')
      .onCreate(() => ({})),
    theme: p
      .json<TTheme>()
      .columnType('jsonb')
      .onCreate(() => ({})),
    // The service rules (issue 24 §1): null = not set.
    weeklyHours: p.json<TWeeklyHours>().columnType('jsonb').nullable(),
    turnTimes: p.json<TTurnTime[]>().columnType('jsonb').nullable(),
    pacing: p.json<TPacing>().columnType('jsonb').nullable(),
    bookingWindow: p.json<TBookingWindow>().columnType('jsonb').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  hooks: {
    beforeCreate: [validateDocuments],
    beforeUpdate: [validateDocuments],
  },
});
export type Restaurant = InferEntity<typeof Restaurant>;
