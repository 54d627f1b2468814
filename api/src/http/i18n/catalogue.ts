import {
  ADMIN_USER_MESSAGES,
  ANALYTICS_ACCESS_DENIED,
  ANALYTICS_ACCESS_DENIED_TEXT,
  BOOKING_MESSAGES,
  CANNOT_CREATE_PREFIX,
  ERROR_CODES,
  GUEST_LINK_MESSAGES,
  HOLD_ID_MESSAGE,
  HUB_ADMIN_MESSAGES,
  HUB_MESSAGES,
  OTP_MESSAGES,
  HOST_MESSAGES,
  largePartyRangeMessage,
  largePartyTooSoonMessage,
  bookingTooFarMessage,
  bookingTooSoonMessage,
  LIFECYCLE_MESSAGES,
  RESERVATION_DETAILS_EMPTY_MESSAGE,
  RESERVATION_DETAILS_MESSAGES,
  RESERVATION_EDIT_EMPTY_MESSAGE,
  RESERVATION_NOTES_MESSAGE,
  PASSWORD_CHANGE_MESSAGES,
  RESET_MESSAGES,
  restaurantHasUpcomingMessage,
  CSS_COLOR_MESSAGE,
  TABLE_MESSAGES,
  type TErrorCode,
} from '@stol/contracts';

/**
 * The API's message catalogue: every text an error answer can carry, in English (the specs' exact words,
 * which stay the `en` answer) and in Croatian. Messages are made in English where they arise (domain errors,
 * contract schemas, validation-message.ts); the error middleware translates the finished text through this
 * catalogue (see translate.ts), so every route and every error is covered in one place.
 *
 * Three parts:
 * - fixed texts, keyed by their English words (the error-code table, the contracts' message tables, and
 *   the API's own texts in API_MESSAGES): typed against their sources, so a new code or message without a
 *   Croatian text fails the type check;
 * - templates for texts built with values (`{field} is required`): `{name}` matches any text; `{field}` is
 *   a field path and is named in Croatian (FIELD_NAMES_HR), `{type}`, `{format}` and `{size}` are
 *   translated through their own small tables, anything else is copied as is;
 * - field names in Croatian, for every field the contracts declare.
 *
 * Croatian terms follow the glossary in packages/platform/src/i18n/GLOSSARY.md.
 */

import { ADMINISTRATION_MESSAGE_PAIRS } from './admin-messages-hr';
import { GUEST_SITE_MESSAGE_PAIRS } from './guest-messages-hr';
import { pairs } from './message-pairs';

/** Texts of the API's own (not from the contracts): use these constants where the API raises them. */
export const API_MESSAGES = {
  approvalNotFound: 'Approval request not found',
  /** Approving a request whose start (requested, else the reservation's) has passed (issue 22 §6). */
  approvalPassed: 'This change was asked for a time that has passed: it can no longer be approved',
  /** An approval's `moves` may only move the bookings that stand in the request's way. */
  approvalMoveNotBlocking: 'Only a booking that stands in the way of this change can be moved',
  approvalMoveTooSmall: 'That table does not seat the party of the booking being moved',
  approvalMoveTwice: 'Name each booking to move only once',
  /** The socket's answer to joining a restaurant's room the user may not see. */
  noAccessToRestaurant: 'You do not have access to this restaurant',
  /** The guest site's socket: one anonymous connection follows at most a few restaurants. */
  tooManyPublicRooms: 'Too many restaurants on one connection',
  malformedJson: 'Malformed JSON body',
  unsupportedEncoding: 'Unsupported Content-Encoding: send the body uncompressed, gzip, deflate or br',
  unsupportedCharset: 'Unsupported charset: send JSON as UTF-8',
  bodyCutOff: 'The request body was cut off',
  bodyLengthMismatch: 'The request body is shorter or longer than its Content-Length',
  malformedPercentEncoding: 'Malformed percent-encoding in the URL',
  unreadableBody: 'The request body could not be read: malformed or wrongly encoded',
  idempotencyKeyFormat:
    'Idempotency-Key must be 1 to 255 printable ASCII characters (a UUID is a good choice)',
  /** A foreign-key violation: a row the request names was deleted by another request meanwhile. */
  removedMeanwhile: 'Something this request refers to was removed meanwhile',
} as const;

const ERROR_CODES_HR: Record<TErrorCode, string> = {
  VALIDATION_FAILED: 'Neispravan zahtjev',
  MISSING_CREDENTIALS: 'Molimo ispunite sva polja',
  INVALID_CREDENTIALS: 'Neispravna e-pošta ili lozinka',
  UNAUTHENTICATED: 'Potrebna je prijava',
  TOKEN_EXPIRED: 'Sesija je istekla',
  REFRESH_INVALID: 'Sesija je istekla, molimo prijavite se ponovno',
  FORBIDDEN: 'Nemate pristup ovom sadržaju',
  NOT_FOUND: 'Nije pronađeno',
  RESTAURANT_NOT_FOUND: 'Restoran nije pronađen',
  USER_NOT_FOUND: 'Korisnik nije pronađen',
  CONFLICT: 'Sukob s postojećim podacima',
  RESERVATION_OVERLAP: 'Stol je u to vrijeme već rezerviran',
  CHECK_IN_TOO_EARLY: 'Dolazak se može prijaviti najranije 2 sata prije početka rezervacije.',
  CHECK_IN_ENDED: 'Ova rezervacija je završila: dolazak se više ne može prijaviti.',
  RESTAURANT_CLOSED: 'Restoran je sada zatvoren.',
  PACING_FULL: 'Kuhinja je za dolaske u to vrijeme popunjena. Odaberite drugo vrijeme.',
  BOOKING_TOO_SOON:
    'Za ovo vrijeme više nije moguće rezervirati online. Odaberite kasnije vrijeme ili nazovite restoran.',
  BOOKING_TOO_FAR: 'Rezervacije za taj datum još nisu otvorene. Odaberite raniji datum.',
  RESTAURANT_HAS_UPCOMING: 'Ovaj restoran ima nadolazeće rezervacije. Najprije ih premjestite ili otkažite.',
  IDEMPOTENCY_KEY_IN_PROGRESS:
    'Zahtjev s ovim ključem Idempotency-Key još se obrađuje. Pokušajte ponovno za trenutak.',
  IDEMPOTENCY_KEY_REUSED:
    'Ovaj ključ Idempotency-Key već je upotrijebljen za drugi zahtjev. Za novi zahtjev upotrijebite novi ključ.',
  PAYLOAD_TOO_LARGE: 'Tijelo zahtjeva je preveliko',
  UNSUPPORTED_MEDIA_TYPE: 'Nepodržano kodiranje tijela zahtjeva',
  REQUEST_TOO_LARGE: 'Zaglavlja ili URL zahtjeva su predugi',
  MALFORMED_REQUEST: 'Neispravan HTTP zahtjev',
  BOT_CHECK_FAILED: 'Sigurnosna provjera nije uspjela. Pokušajte ponovno.',
  BOT_CHECK_UNAVAILABLE: 'Sigurnosna provjera trenutačno nije dostupna. Pokušajte ponovno uskoro.',
  HOLD_LIMIT:
    'Već zadržavate onoliko stolova koliko jedan gost smije. Rezervirajte ili otpustite jedan pa pokušajte ponovno.',
  RATE_LIMITED: 'Previše pokušaja. Pokušajte ponovno kasnije.',
  RESET_TOKEN_INVALID: 'Ova poveznica za promjenu lozinke nije ispravna ili je istekla. Zatražite novu.',
  INVITE_TOKEN_INVALID: 'Ova pozivnica nije ispravna ili je istekla. Zatražite novu.',
  TABLE_NUMBER_TAKEN: 'Ovaj broj stola već postoji u ovom restoranu',
  TABLE_HAS_RESERVATIONS: 'Buduće rezervacije ostale bi bez stola',
  // Admin users (issue 20 §2)
  USER_EMAIL_TAKEN: 'Korisnik s ovom adresom e-pošte već postoji',
  USER_SUPERADMIN_UNDELETABLE: 'Superadministratore nije moguće izbrisati',
  USER_SELF_DELETE: 'Ne možete izbrisati vlastiti račun',
  INTERNAL: 'Nešto je pošlo po zlu',
  DATABASE_UNAVAILABLE: 'Usluga je privremeno nedostupna. Pokušajte ponovno uskoro.',
};

const BOOKING_MESSAGES_HR: Record<keyof typeof BOOKING_MESSAGES, string> = {
  dateRequired: 'Molimo odaberite datum',
  timeRequired: 'Molimo odaberite vrijeme',
  dateInPast: 'Ne možete rezervirati u prošlosti',
  timeInPast: 'Odabrano vrijeme je u prošlosti',
  tableRequired: "Molimo odaberite stol ili označite 'Odgovara bilo koji stol.'",
  phoneDigits: 'Molimo unesite najmanje 8 znamenki (bez pozivnog broja države).',
  slotNotOffered: 'Odabrano vrijeme nije dostupno',
  closedDay: 'Restoran je taj dan zatvoren',
  tableHeld: 'Ovaj stol nije dostupan za rezervaciju',
  noTableFree: 'U to vrijeme nema slobodnog stola za toliko gostiju',
  nameRequired: 'Molimo unesite svoje ime',
  nameTooLong: 'Molimo unesite ime od najviše 200 znakova',
  phoneRequired: 'Molimo najprije unesite broj telefona',
  phoneInvalid: 'Molimo unesite ispravan broj telefona',
  emailInvalid: 'Molimo unesite ispravnu adresu e-pošte',
  guestsRange: 'Broj gostiju mora biti od 1 do 20',
};

const LIFECYCLE_MESSAGES_HR: Record<keyof typeof LIFECYCLE_MESSAGES, string> = {
  noActiveReservation: 'Za ovaj stol nema aktivne rezervacije',
  notFoundForUndo: 'Rezervacija za poništavanje nije pronađena',
  reservationNotFound: 'Rezervacija nije pronađena',
  tableNotFound: 'Stol nije pronađen',
  approvalNotPending: 'O ovom zahtjevu za odobrenje već je odlučeno',
  checkInNotConfirmed: 'Dolazak se može evidentirati samo za potvrđenu rezervaciju',
  notStartedYet: 'Ova rezervacija još nije počela',
  noShowCheckedIn: 'Gost je već stigao: umjesto toga oslobodite stol',
  noShowNotConfirmed: 'Kao nedolazak se može označiti samo potvrđena rezervacija',
  cancelFinished: 'Ova rezervacija je završena: više se ne može otkazati',
  cancelNoShow: 'Ova rezervacija je označena kao nedolazak: više se ne može otkazati',
  alreadyCancelled: 'Ova rezervacija je već otkazana',
};

/** Host operations (staff spec §5, §8): waitlist, walk-ins, large-party requests. */
const HOST_MESSAGES_HR: Record<keyof typeof HOST_MESSAGES, string> = {
  allFieldsRequired: 'Sva polja su obavezna',
  restaurantNotSet: 'Restoran nije postavljen',
  pickTable: 'Odaberite stol za pretvaranje u rezervaciju',
  walkInRequired: 'Stol i broj gostiju su obavezni',
  selectTable: 'Odaberite barem jedan stol',
  partySizeRange: 'Broj gostiju mora biti od 1 do 20',
  waitlistNotFound: 'Gost nije pronađen na listi čekanja',
  waitlistNotWaiting: 'Ovaj gost više nije na listi čekanja',
  largePartyNotFound: 'Zahtjev za veliku grupu nije pronađen',
  largePartyNotPending: 'Ovaj zahtjev je već pretvoren u rezervaciju ili otkazan',
  tablesElsewhere: 'Svi stolovi moraju pripadati restoranu',
  tooFewSeats: 'Odabrani stolovi nemaju dovoljno mjesta za cijelu grupu',
  reservationCreated: 'Rezervacija je stvorena',
};

const API_MESSAGES_HR: Record<keyof typeof API_MESSAGES, string> = {
  approvalNotFound: 'Zahtjev za odobrenje nije pronađen',
  approvalPassed: 'Ova promjena tražena je za vrijeme koje je prošlo: više se ne može odobriti',
  approvalMoveNotBlocking: 'Premjestiti se može samo rezervacija koja smeta ovoj promjeni',
  approvalMoveTooSmall: 'Taj stol nema dovoljno mjesta za goste rezervacije koja se premješta',
  approvalMoveTwice: 'Svaku rezervaciju za premještanje navedite samo jednom',
  noAccessToRestaurant: 'Nemate pristup ovom restoranu',
  tooManyPublicRooms: 'Previše restorana na jednoj vezi',
  malformedJson: 'Neispravan JSON u tijelu zahtjeva',
  unsupportedEncoding:
    'Nepodržan Content-Encoding: pošaljite tijelo nesažeto ili sažeto kao gzip, deflate ili br',
  unsupportedCharset: 'Nepodržan skup znakova: pošaljite JSON kao UTF-8',
  bodyCutOff: 'Tijelo zahtjeva je prekinuto',
  bodyLengthMismatch: 'Tijelo zahtjeva kraće je ili dulje od navedenog Content-Length',
  malformedPercentEncoding: 'Neispravno postotno kodiranje u URL-u',
  unreadableBody: 'Tijelo zahtjeva nije bilo moguće pročitati: neispravno je ili pogrešno kodirano',
  idempotencyKeyFormat:
    'Idempotency-Key mora imati od 1 do 255 ispisivih ASCII znakova (UUID je dobar izbor)',
  removedMeanwhile: 'Nešto na što se zahtjev odnosi u međuvremenu je uklonjeno',
};

/** Guest spec §8.1 texts of the password reset (answers of /auth/request-reset and /auth/reset). */
const RESET_MESSAGES_HR: Record<keyof typeof RESET_MESSAGES, string> = {
  linkSent: 'Ako adresa e-pošte postoji, poslana je poveznica.',
  passwordUpdated: 'Lozinka je promijenjena. Sada se možete prijaviti.',
  passwordTooShort: 'Lozinka mora imati najmanje 8 znakova',
  accountActivated: 'Račun je aktiviran. Sada se možete prijaviti.',
};

/** Issue 23 §7: changing one's own password. */
const PASSWORD_CHANGE_MESSAGES_HR: Record<keyof typeof PASSWORD_CHANGE_MESSAGES, string> = {
  currentRequired: 'Unesite trenutačnu lozinku',
  wrongCurrent: 'Trenutačna lozinka nije točna. Ništa nije promijenjeno.',
  changed: 'Lozinka je promijenjena. Ostale su vam sesije odjavljene.',
};

/** The fixed texts of TABLE_MESSAGES (the ones built with values are templates below). */
type TFixedTableMessage = {
  [K in keyof typeof TABLE_MESSAGES]: (typeof TABLE_MESSAGES)[K] extends string ? K : never;
}[keyof typeof TABLE_MESSAGES];

const TABLE_MESSAGES_HR: Record<TFixedTableMessage, string> = {
  numberOrSeatsSuperadminOnly: 'Samo superadministrator može mijenjati broj stola ili broj mjesta',
  sizeSuperadminOnly: 'Samo superadministrator može mijenjati veličinu stola',
  positionNotAllowed:
    'Stolove mogu premještati samo superadministrator, voditelji i administratori restorana',
  deleteNotAllowed: 'Stolove mogu brisati samo superadministrator i voditelji restorana',
  stylesSuperadminOnly: 'Samo superadministrator može mijenjati stilove stolova i stolice',
  chooseSource: 'Odaberite izvorni restoran',
  sameRestaurant: 'Izvorni i odredišni restoran moraju biti različiti',
  outsideCanvas: 'Stol mora biti unutar tlocrta 1000x1000',
  wrongRestaurant: 'Stol se ne može premjestiti u drugi restoran',
  noFreeNumbers: 'U odredišnom restoranu nema više slobodnih brojeva stolova',
  nothingToChange: 'Nema promjena',
  positionNeedsBoth: 'Položaj zahtijeva i x i y',
};

/** Fixed texts of the contracts' schemas that have no message table of their own. */
const SCHEMA_MESSAGES: Array<readonly [en: string, hr: string]> = [
  [CSS_COLOR_MESSAGE, 'Boja mora biti heksadecimalna (npr. #c49a6c), rgb(…) ili hsl(…)'],
  [HUB_MESSAGES.notFound, 'Na ovoj adresi nema restorana'],
  // Issue 20 §5: hub management (PATCH /admin/hubs).
  [HUB_ADMIN_MESSAGES.notFound, 'Na ovom izvorištu nema čvorišta'],
  ['origin is required', 'Polje „izvorište” je obavezno'],
  [HOLD_ID_MESSAGE, 'Oznaka zadržavanja nije valjana'],
  [
    'origin must be a scheme and host, e.g. https://stol.example',
    'Izvorište mora biti shema i domaćin, npr. https://stol.example',
  ],
  ['Expected a 30-minute slot start as HH:mm', 'Očekuje se početak polusatnog termina u obliku HH:mm'],
  ['Page size must be 10, 20, 50 or 100', 'Veličina stranice mora biti 10, 20, 50 ili 100'],
  ['Floor-plan entries are keyed by table id', 'Unosi tlocrta moraju biti označeni ID-om stola'],
  [RESERVATION_EDIT_EMPTY_MESSAGE, 'Odaberite stol ili novi datum'],
  // Issue 22 §2: guest details and notes.
  [RESERVATION_DETAILS_EMPTY_MESSAGE, 'Nema promjena'],
  [RESERVATION_NOTES_MESSAGE, 'Napomena može imati najviše 500 znakova'],
  [
    RESERVATION_DETAILS_MESSAGES.staffDetailsOnly,
    'Osoblje može mijenjati samo podatke o gostu i napomenu rezervacije',
  ],
  // Issue 21 §3: analytics' refusal (guest spec §2.15), the API's 403 and the screen's sentence.
  [ANALYTICS_ACCESS_DENIED, ANALYTICS_ACCESS_DENIED_TEXT.hr],
  [
    'Phone OTP and email OTP cannot both be enabled',
    'Jednokratni kod SMS-om i jednokratni kod e-poštom ne mogu biti uključeni istodobno',
  ],
];

/** English text → Croatian text, for every fixed message. */
export const FIXED_MESSAGES: ReadonlyMap<string, string> = new Map<string, string>([
  ...pairs(
    Object.fromEntries(Object.entries(ERROR_CODES).map(([code, v]) => [code, v.message])) as Record<
      TErrorCode,
      string
    >,
    ERROR_CODES_HR,
  ),
  ...pairs<keyof typeof BOOKING_MESSAGES>(BOOKING_MESSAGES, BOOKING_MESSAGES_HR),
  ...pairs<keyof typeof LIFECYCLE_MESSAGES>(LIFECYCLE_MESSAGES, LIFECYCLE_MESSAGES_HR),
  ...pairs<keyof typeof API_MESSAGES>(API_MESSAGES, API_MESSAGES_HR),
  ...pairs<keyof typeof HOST_MESSAGES>(HOST_MESSAGES, HOST_MESSAGES_HR),
  ...pairs<keyof typeof RESET_MESSAGES>(RESET_MESSAGES, RESET_MESSAGES_HR),
  ...pairs<keyof typeof PASSWORD_CHANGE_MESSAGES>(PASSWORD_CHANGE_MESSAGES, PASSWORD_CHANGE_MESSAGES_HR),
  ...pairs<TFixedTableMessage>(TABLE_MESSAGES, TABLE_MESSAGES_HR),
  ...GUEST_SITE_MESSAGE_PAIRS,
  ...SCHEMA_MESSAGES,
  ...ADMINISTRATION_MESSAGE_PAIRS,
]);

/**
 * Texts built with values, most specific first (a text is translated by the first template that matches it
 * and whose placeholders all translate).
 */
export const MESSAGE_TEMPLATES: ReadonlyArray<{ en: string; hr: string }> = [
  { en: 'Route not found: {method} {path}', hr: 'Ruta ne postoji: {method} {path}' },
  {
    en: OTP_MESSAGES.cooldown(0).replace('0', '{seconds}'),
    hr: 'Pričekajte {seconds} s prije traženja novog koda.',
  },
  {
    en: GUEST_LINK_MESSAGES.tooLate(0).replace('0', '{hours}'),
    hr: 'Izmjene putem interneta moguće su do {hours} sati prije rezervacije. Molimo nazovite restoran.',
  },
  // A large-party request sooner than the restaurant's minimum notice (floorplan.largePartyMinDaysAhead).
  // A guest's booking outside the restaurant's booking window (issue 24 §1).
  {
    en: bookingTooSoonMessage(60),
    hr: 'Online rezervacije moguće su najmanje 1 sat unaprijed. Odaberite kasnije vrijeme ili nazovite restoran.',
  },
  {
    en: bookingTooSoonMessage(120).replace('2', '{hours}'),
    hr: 'Online rezervacije moguće su najmanje {hours} h unaprijed. Odaberite kasnije vrijeme ili nazovite restoran.',
  },
  {
    en: bookingTooSoonMessage(1),
    hr: 'Online rezervacije moguće su najmanje 1 minutu unaprijed. Odaberite kasnije vrijeme ili nazovite restoran.',
  },
  {
    en: bookingTooSoonMessage(45).replace('45', '{minutes}'),
    hr: 'Online rezervacije moguće su najmanje {minutes} min unaprijed. Odaberite kasnije vrijeme ili nazovite restoran.',
  },
  { en: bookingTooFarMessage(1), hr: 'Rezervacije su otvorene 1 dan unaprijed. Odaberite raniji datum.' },
  {
    en: bookingTooFarMessage(60).replace('60', '{days}'),
    hr: 'Rezervacije su otvorene najviše {days} dana unaprijed. Odaberite raniji datum.',
  },
  {
    en: largePartyTooSoonMessage(1),
    hr: 'Zahtjeve za velike grupe treba poslati najmanje 1 dan unaprijed.',
  },
  {
    en: largePartyTooSoonMessage(0).replace('0', '{days}'),
    hr: 'Zahtjeve za velike grupe treba poslati najmanje {days} dana unaprijed.',
  },
  // A guest's modify of the party size (issue 23 §4): what their table seats.
  {
    en: GUEST_LINK_MESSAGES.tableSeats(0, 1).replace('0', '{table}').replace('1', '{seats}'),
    hr: 'Vaš stol (stol {table}) ima {seats} mjesta. Za veće društvo molimo nazovite restoran.',
  },
  {
    en: GUEST_LINK_MESSAGES.tableMinimum(0, 1).replace('0', '{table}').replace('1', '{min}'),
    hr: 'Vaš stol (stol {table}) predviđen je za najmanje {min} gostiju. Za manje društvo molimo nazovite restoran.',
  },
  {
    en: largePartyRangeMessage(0, 1).replace('0', '{min}').replace('1', '{max}'),
    hr: 'Velika grupa može imati od {min} do {max} gostiju.',
  },
  { en: 'Min {min}, Max {max} for this table.', hr: 'Za ovaj stol najmanje {min}, najviše {max} gostiju.' },
  {
    en: RESERVATION_DETAILS_MESSAGES.tooManyGuests(0).replace('0', '{seats}'),
    hr: 'Broj mjesta za stolovima ove rezervacije: {seats}. Za više gostiju najprije je premjestite na veći stol.',
  },
  // A host's booking that collides (seat-party.ts), the staff spec's 'Cannot create reservation: …'.
  {
    en: `${CANNOT_CREATE_PREFIX}Table {periods} are already reserved.`,
    hr: 'Rezervaciju nije moguće stvoriti: stol {periods} već je rezerviran.',
  },
  {
    en: `${CANNOT_CREATE_PREFIX}Tables {periods} are already reserved.`,
    hr: 'Rezervaciju nije moguće stvoriti: stolovi {periods} već su rezervirani.',
  },
  { en: 'Table {periods} are already reserved.', hr: 'Stol {periods} već je rezerviran.' },
  { en: 'Tables {periods} are already reserved.', hr: 'Stolovi {periods} već su rezervirani.' },
  {
    en: restaurantHasUpcomingMessage(0).replace('0', '{n}'),
    hr: 'Ovaj restoran ima nadolazećih rezervacija: {n}. Najprije ih premjestite ili otkažite.',
  },
  // contracts/table.ts TABLE_MESSAGES built with values; `{bookings}` is the list refuseIfBooked writes.
  {
    en: TABLE_MESSAGES.numberTaken(0).replace('0', '{n}'),
    hr: 'Broj stola {n} već postoji u ovom restoranu',
  },
  {
    en: TABLE_MESSAGES.futureReservations('{bookings}'),
    hr: 'Ove buduće rezervacije ostale bi bez stola: {bookings}. Najprije ih premjestite ili otkažite.',
  },
  {
    en: TABLE_MESSAGES.unknownTableInFloorplan('{key}'),
    hr: 'Tlocrt navodi stol {key}, koji nije u ovom restoranu',
  },
  { en: TABLE_MESSAGES.chairTooFar('{key}'), hr: 'Stolica stola {key} udaljena je od stola više od 60' },
  // Admin users (issue 20 §2): a restaurantId / restaurantIds entry naming no restaurant.
  {
    en: ADMIN_USER_MESSAGES.restaurantMissing(0).replace('0', '{id}'),
    hr: 'Restoran {id} ne postoji',
  },
  // unsafe-text.ts: `{path}` is where in the client's own data, any key it sent: copied, not named.
  {
    en: '{path} contains a NUL character or invalid Unicode',
    hr: 'Polje „{path}” sadrži znak NUL ili neispravan Unicode',
  },
  {
    en: 'The request body is nested too deeply (at {path})',
    hr: 'Tijelo zahtjeva previše je duboko ugniježđeno (kod polja „{path}”)',
  },
  // contracts/primitives.ts
  {
    en: '{field} must be a whole number from {min} to {max}',
    hr: 'Polje „{field}” mora biti cijeli broj od {min} do {max}',
  },
  {
    en: '{field} must be a calendar day as YYYY-MM-DD from {min} to {max}',
    hr: 'Polje „{field}” mora biti kalendarski dan u obliku YYYY-MM-DD od {min} do {max}',
  },
  {
    en: '{field} must be a date and time in ISO 8601 with an offset (e.g. 2026-06-10T19:30:00+02:00) from {min} to {max}',
    hr: 'Polje „{field}” mora biti datum i vrijeme u obliku ISO 8601 s vremenskim pomakom (npr. 2026-06-10T19:30:00+02:00) od {min} do {max}',
  },
  // contracts/analytics.ts: the reports' checkboxes in a URL.
  { en: '{field} must be true or false', hr: 'Polje „{field}” mora biti true ili false' },
  // http/validation-message.ts
  { en: '{field} is required', hr: 'Polje „{field}” je obavezno' },
  { en: '{field} must not be empty', hr: 'Polje „{field}” ne smije biti prazno' },
  { en: '{field} must be a whole number', hr: 'Polje „{field}” mora biti cijeli broj' },
  { en: '{field} must be an object', hr: 'Polje „{field}” mora biti objekt' },
  { en: '{field} must be one of {values}', hr: 'Polje „{field}” mora biti jedno od: {values}' },
  { en: '{field} is invalid', hr: 'Polje „{field}” nije ispravno' },
  { en: 'Unknown field: {keys}', hr: 'Nepoznato polje: {keys}' },
  { en: 'Unknown fields: {keys}', hr: 'Nepoznata polja: {keys}' },
  { en: '{field} must be {format}', hr: 'Polje „{field}” mora biti {format}' },
  { en: '{field} must be {size}', hr: 'Polje „{field}” mora imati {size}' },
  { en: '{field} must be a {type}', hr: 'Polje „{field}” mora biti {type}' },
];

export { FIELD_NAMES_HR } from './field-names-hr';
