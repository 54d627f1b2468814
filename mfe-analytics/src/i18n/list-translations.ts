/** The reservation list shared by /reports and /analytics (components/reservation-list), en and hr. */
export const listEn = {
  time: 'Time',
  date: 'Date',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  guests: 'Guests',
  tables: 'Tables',
  status: 'Status',
  guestCount: 'Guests: {{count}}',
  tableList: 'Table {{tables}}',
  noTable: 'No table',
  /** The badge of a named walk-in. */
  walkIn: 'Walk-in',
  /** An unnamed walk-in's name (stored as 'Walk-in'). */
  walkInName: 'Walk-in',
  largeParty: 'Large party',
  status_confirmed: 'Confirmed',
  status_cleared: 'Cleared',
  status_no_show: 'No-show',
  status_cancelled: 'Cancelled',
};

export const listHr: typeof listEn = {
  time: 'Vrijeme',
  date: 'Datum',
  name: 'Ime',
  phone: 'Telefon',
  email: 'E-pošta',
  guests: 'Broj gostiju',
  tables: 'Stolovi',
  status: 'Status',
  guestCount: 'Broj gostiju: {{count}}',
  tableList: 'Stol {{tables}}',
  noTable: 'Bez stola',
  walkIn: 'Bez rezervacije',
  walkInName: 'Gost bez rezervacije',
  largeParty: 'Velika grupa',
  status_confirmed: 'Potvrđena',
  status_cleared: 'Završena',
  status_no_show: 'Nedolazak',
  status_cancelled: 'Otkazana',
};
