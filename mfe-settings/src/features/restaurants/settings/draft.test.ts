import { mergeDraft } from './draft';

describe('mergeDraft', () => {
  it('replaces top-level fields and the special-hours map, merges theme parts, floor plan and colours by key', () => {
    const draft = mergeDraft(
      {
        openHour: 10,
        specialHours: { '2026-12-24': { closed: true } },
        theme: { featureFlags: { enableOtp: true }, notifications: { emailFrom: 'a@example.com' } },
        floorplan: { largePartyFrom: 8 },
        brandColors: { primary: '#000000' },
      },
      {
        openHour: 9,
        specialHours: { '2026-12-31': { closed: true } },
        theme: { featureFlags: { enableEmailOtp: false } },
        floorplan: { largePartyTo: 12 },
        brandColors: { secondary: '#ffffff' },
      },
    );
    expect(draft).toEqual({
      openHour: 9,
      specialHours: { '2026-12-31': { closed: true } },
      theme: {
        featureFlags: { enableOtp: true, enableEmailOtp: false },
        notifications: { emailFrom: 'a@example.com' },
      },
      floorplan: { largePartyFrom: 8, largePartyTo: 12 },
      brandColors: { primary: '#000000', secondary: '#ffffff' },
    });
  });
});
