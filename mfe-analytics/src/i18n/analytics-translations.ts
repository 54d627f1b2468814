/** The /analytics screen's strings (guest spec §2.15), en and hr with the same keys. */
export const analyticsEn = { title: 'Analytics' };
export const analyticsHr: typeof analyticsEn = { title: 'Analitika' };
