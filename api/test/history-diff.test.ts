import { diffFields, historyValue } from '../src/modules/history/history.service';

describe('change history: what a record keeps (issue 20 §4)', () => {
  it('lists changed leaves of nested documents as dotted paths, before → after', () => {
    const before = { openHour: 11, theme: { featureFlags: { enableOtp: false, enableSelfCancel: true } } };
    const after = { openHour: 12, theme: { featureFlags: { enableOtp: true, enableSelfCancel: true } } };
    expect(diffFields(before, after, ['openHour', 'theme'])).toEqual([
      { field: 'openHour', before: 11, after: 12 },
      { field: 'theme.featureFlags.enableOtp', before: false, after: true },
    ]);
  });

  it('names added and removed special-hours dates, and only the fields asked for', () => {
    const before = { name: 'A', specialHours: { '2026-12-24': { closed: true } } };
    const after = { name: 'B', specialHours: { '2026-12-25': { openHour: 12, closeHour: 16 } } };
    expect(diffFields(before, after, ['specialHours'])).toEqual([
      { field: 'specialHours.2026-12-24', before: { closed: true }, after: null },
      { field: 'specialHours.2026-12-25', before: null, after: { openHour: 12, closeHour: 16 } },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(diffFields({ a: { b: [1, 2] } }, { a: { b: [1, 2] } }, ['a'])).toEqual([]);
  });

  it('never keeps a password, and summarises template bodies and long texts by their length', () => {
    expect(diffFields({ password: 'old-secret' }, { password: 'new-secret' }, ['password'])).toEqual([
      { field: 'password', before: '(set)', after: '(set)' },
    ]);
    expect(historyValue('theme.notifications.emailTemplate', 'Dear {{customer_name}}')).toBe('(22 characters)');
    expect(historyValue('description', 'x'.repeat(201))).toBe('(201 characters)');
    expect(historyValue('name', 'Bistro')).toBe('Bistro');
  });
});
