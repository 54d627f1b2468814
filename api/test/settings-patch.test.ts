import { TABLE_MESSAGES, type TRestaurant } from '@stol/contracts';
import { applyBulkSpecialHours, applySettingsPatch } from '../src/modules/restaurants/settings-patch';

/**
 * The one "restaurant + PATCH → next restaurant" step (issue 20 §3) that the PATCH and the preview share: pure,
 * the input untouched, refusals as AppErrors with the spec's sentences.
 */
const current: TRestaurant = {
  id: 7,
  name: 'Konoba',
  address: null,
  coverImage: null,
  description: null,
  descriptionHr: null,
  descriptionEn: null,
  openHour: 11,
  closeHour: 21,
  intervalMin: 30,
  defaultDurationMin: 60,
  bufferMin: 0,
  noShowGraceMin: 15,
  createdAt: '2026-06-01T10:00:00.000Z',
  publicOrigin: null,
  publicPath: null,
  specialHours: { '2026-12-24': { closed: true } },
  specialPromotions: { status: 'until', inactiveUntil: '2026-07-01T10:00:00Z' },
  brandColors: { primary: '#c49a6c' },
  hubLogo: null,
  floorplan: { showGrid: true, largePartyFrom: 7, largePartyTo: 20, tableStyles: { '5': { tl: 4 } } },
  theme: { featureFlags: { enableOtp: true }, notifications: { emailFrom: 'a@b.hr' } },
};
const noTables = { tables: new Map() };

it('applies a patch without touching the current restaurant', () => {
  const snapshot = structuredClone(current);
  const next = applySettingsPatch(
    current,
    {
      openHour: 12,
      theme: { featureFlags: { enableSelfCancel: true } },
      brandColors: { primary: null, secondary: '#000' },
      floorplan: { largePartyTo: 12 },
      specialPromotions: { status: 'inactive' },
    },
    noTables,
  );
  expect(current).toEqual(snapshot);
  expect(next).toMatchObject({
    openHour: 12,
    theme: {
      featureFlags: { enableOtp: true, enableSelfCancel: true },
      notifications: { emailFrom: 'a@b.hr' },
    },
    brandColors: { secondary: '#000' },
    floorplan: { showGrid: true, largePartyFrom: 7, largePartyTo: 12, tableStyles: { '5': { tl: 4 } } },
    specialPromotions: { status: 'inactive', inactiveUntil: null },
  });
  expect(next.brandColors).not.toHaveProperty('primary');
});

it('refuses what is wrong only on the merged settings', () => {
  expect(() =>
    applySettingsPatch(current, { floorplan: { largePartyFrom: 20, largePartyTo: 19 } }, noTables),
  ).toThrow('Large party "from" must not be more than "to"');
  expect(() =>
    applySettingsPatch(current, { theme: { featureFlags: { enableEmailOtp: true } } }, noTables),
  ).toThrow('Phone OTP and email OTP cannot both be enabled');
  expect(() =>
    applySettingsPatch(current, { floorplan: { tableStyles: { '9': { tl: 1 } } } }, noTables),
  ).toThrow(TABLE_MESSAGES.unknownTableInFloorplan('9'));
});

it('sets and removes a range of special hours', () => {
  const added = applyBulkSpecialHours(current.specialHours, {
    action: 'add',
    startDate: '2026-12-30',
    endDate: '2027-01-01',
    closed: false,
    openHour: 10,
    closeHour: 14,
  });
  expect(Object.keys(added)).toEqual(['2026-12-24', '2026-12-30', '2026-12-31', '2027-01-01']);
  expect(added['2027-01-01']).toEqual({ openHour: 10, closeHour: 14 });
  const removed = applyBulkSpecialHours(added, {
    action: 'remove',
    startDate: '2026-12-24',
    endDate: '2026-12-30',
  });
  expect(Object.keys(removed)).toEqual(['2026-12-31', '2027-01-01']);
});
