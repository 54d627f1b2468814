/** The /reports screen's strings (guest spec §2.14), en and hr with the same keys. */
export const reportsEn = { title: 'Reports' };
export const reportsHr: typeof reportsEn = { title: 'Izvještaji' };
