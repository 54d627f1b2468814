import { largePartyMinDaysAhead, type TPublicRestaurant, type TRestaurant } from '@stol/contracts';
import type { Restaurant } from './restaurant.entity';

/** Full restaurant JSON (ZRestaurant) for its staff: the public fields and the private settings. */
export function toRestaurantJson(r: Restaurant): TRestaurant {
  return {
    ...toPublicRestaurantJson(r),
    bufferMin: r.bufferMin,
    noShowGraceMin: r.noShowGraceMin,
    createdAt: r.createdAt.toISOString(),
    theme: r.theme ?? {},
  };
}

/**
 * The guest-facing answer (ZPublicRestaurant), field by field: a setting added to the restaurant later stays
 * private until it is named here.
 */
export function toPublicRestaurantJson(r: Restaurant): TPublicRestaurant {
  const featureFlags = r.theme?.featureFlags;
  return {
    id: r.id,
    name: r.name,
    address: r.address ?? null,
    coverImage: r.coverImage ?? null,
    description: r.description ?? null,
    descriptionHr: r.descriptionHr ?? null,
    descriptionEn: r.descriptionEn ?? null,
    openHour: r.openHour,
    closeHour: r.closeHour,
    intervalMin: r.intervalMin,
    defaultDurationMin: r.defaultDurationMin,
    publicOrigin: r.publicOrigin ?? null,
    publicPath: r.publicPath ?? null,
    specialHours: r.specialHours ?? {},
    specialPromotions: r.specialPromotions ?? null,
    brandColors: r.brandColors ?? {},
    hubLogo: r.hubLogo ?? null,
    // The large-party notice always named (the default when the restaurant never set it): the guest form says it.
    floorplan: { ...r.floorplan, largePartyMinDaysAhead: largePartyMinDaysAhead(r.floorplan) },
    theme: featureFlags ? { featureFlags } : {},
    // The service rules (issue 24): the guest site's date picker and slot words read them.
    weeklyHours: r.weeklyHours ?? null,
    turnTimes: r.turnTimes ?? null,
    pacing: r.pacing ?? null,
    bookingWindow: r.bookingWindow ?? null,
  };
}
