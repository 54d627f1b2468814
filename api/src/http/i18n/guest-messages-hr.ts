import { BOT_CHECK_MESSAGES, GUEST_LINK_MESSAGES, LARGE_PARTY_MESSAGES, OTP_MESSAGES } from '@stol/contracts';
import { pairs } from './message-pairs';

/**
 * Croatian texts of the guest site's API answers (guest links, one-time codes, large-party requests): a part of
 * the message catalogue (catalogue.ts), kept apart so each file stays one subject.
 */

/**
 * A guest's link (guest spec §2.5–§2.7, §8.1): the fixed texts; `tooLate`, `tableSeats` and `tableMinimum` are
 * templates (catalogue.ts).
 */
type TFixedGuestLinkMessage = Exclude<
  keyof typeof GUEST_LINK_MESSAGES,
  'tooLate' | 'tableSeats' | 'tableMinimum'
>;
const GUEST_LINK_MESSAGES_HR: Record<TFixedGuestLinkMessage, string> = {
  notFound: 'Rezervacija nije pronađena ili poveznica nije valjana',
  reviewNotFound: 'Poveznica za recenziju nije valjana ili rezervacija nije pronađena',
  passed: 'Ova rezervacija ne može se otkazati jer je već prošla.',
  cancelled: 'Rezervacija je uspješno otkazana',
  modified: 'Promijenjeno. Hvala!',
  selfServiceOff: 'Ovaj restoran ne prima otkazivanja ni izmjene putem interneta. Molimo nazovite restoran.',
  notActive: 'Ova rezervacija više nije aktivna.',
  nothingToChange: 'Odaberite novi datum, vrijeme ili broj gostiju',
  timeTaken: 'To je vrijeme za vašim stolom već zauzeto. Odaberite drugo vrijeme.',
  reviewThanks: 'Hvala!',
  reviewTooEarly: 'Recenziju možete ostaviti nakon posjeta.',
  reviewTwice: 'Za ovu rezervaciju recenzija je već ostavljena.',
  reviewNotVisited: 'Recenzija je moguća samo za posjet koji se dogodio.',
  ratingRange: 'Odaberite ocjenu od 1 do 5 zvjezdica',
  commentTooLong: 'Komentar može imati najviše 500 znakova',
};

/** One-time codes (guest spec §8.1); `cooldown` is a template below. */
type TFixedOtpMessage = Exclude<keyof typeof OTP_MESSAGES, 'cooldown'>;
const OTP_MESSAGES_HR: Record<TFixedOtpMessage, string> = {
  sendFailed: 'Slanje jednokratnog koda nije uspjelo. Pokušajte ponovno.',
  invalid: 'Neispravan jednokratni kod. Pokušajte ponovno.',
  notEnabled: 'Provjera nije uključena',
  verifyFirst: 'Najprije potvrdite jednokratnim kodom',
  sentEmail: 'Jednokratni kod poslan je na vašu e-poštu',
  sentPhone: 'Jednokratni kod poslan je na vaš telefon',
  emailVerified: 'E-pošta je potvrđena!',
  phoneVerified: 'Broj telefona je potvrđen!',
  expired: 'Ovaj kod je istekao. Zatražite novi.',
  tooManyAttempts: 'Previše pogrešnih kodova. Zatražite novi.',
};

/** The guest site's large-party request (guest spec §5.1, §8.1). */
const LARGE_PARTY_MESSAGES_HR: Record<keyof typeof LARGE_PARTY_MESSAGES, string> = {
  phoneDigits: 'Unesite ispravan broj telefona (najmanje 8 znamenki).',
  requestSent: 'Zahtjev je poslan. Naše osoblje uskoro će vas kontaktirati.',
  restaurantInactive: 'Ovaj restoran trenutačno ne prima zahtjeve',
  guestsRange: 'Broj gostiju mora biti cijeli broj',
};

/** The bot check of the guest writes (issue 12 §2). */
const BOT_CHECK_MESSAGES_HR: Record<keyof typeof BOT_CHECK_MESSAGES, string> = {
  missing: 'Pričekajte da sigurnosna provjera završi, zatim pokušajte ponovno.',
  invalid: 'Sigurnosna provjera nije uspjela. Pokušajte ponovno.',
  expired: 'Sigurnosna provjera je istekla ili je već iskorištena. Pokušajte ponovno.',
};

/** English text → Croatian text of the guest site's fixed messages. */
export const GUEST_SITE_MESSAGE_PAIRS = [
  ...pairs<TFixedGuestLinkMessage>(GUEST_LINK_MESSAGES, GUEST_LINK_MESSAGES_HR),
  ...pairs<TFixedOtpMessage>(OTP_MESSAGES, OTP_MESSAGES_HR),
  ...pairs<keyof typeof LARGE_PARTY_MESSAGES>(LARGE_PARTY_MESSAGES, LARGE_PARTY_MESSAGES_HR),
  ...pairs<keyof typeof BOT_CHECK_MESSAGES>(BOT_CHECK_MESSAGES, BOT_CHECK_MESSAGES_HR),
];
