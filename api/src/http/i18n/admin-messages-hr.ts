import {
  ADMIN_USER_MESSAGES,
  PLAN_CHOICES,
  RESTAURANT_SETTINGS_MESSAGES,
  ROLES,
  SERVICE_RULES_MESSAGES,
} from '@stol/contracts';
import { pairs } from './message-pairs';

/**
 * Croatian texts of the administration's API answers (restaurant settings, admin users; issue 20): a part of the
 * message catalogue (catalogue.ts), kept apart so each file stays one subject.
 */

/** Restaurant settings (issue 20 §3): create, PATCH, bulk special hours, delete. */
const RESTAURANT_SETTINGS_MESSAGES_HR: Record<keyof typeof RESTAURANT_SETTINGS_MESSAGES, string> = {
  nameRequired: 'Naziv restorana je obavezan',
  publicPathSlash: "Javna putanja počinje znakom '/'",
  largePartyOrder: 'Velika grupa „od” ne smije biti veća od „do”',
  untilNeedsDate: "Status promocije 'do' zahtijeva datum i vrijeme završetka",
  bulkEndBeforeStart: 'Datum završetka ne smije biti prije datuma početka',
  bulkTooLong: 'Raspon datuma može obuhvatiti najviše 366 dana',
  specialHoursKey: 'Posebno radno vrijeme označava se kalendarskim danom u obliku YYYY-MM-DD',
  bulkHoursRequired: 'Sat otvaranja i sat zatvaranja su obavezni ako dani nisu zatvoreni',
};

/** The service rules of the settings (issue 24 §1). */
const SERVICE_RULES_MESSAGES_HR: Record<keyof typeof SERVICE_RULES_MESSAGES, string> = {
  serviceTime: 'Vrijeme usluge piše se kao HH:mm, od 00:00 do 24:00.',
  closeAfterOpen: 'Usluga mora završiti nakon što počne.',
  order: 'Usluge jednog dana moraju biti poredane i ne smiju se preklapati.',
  tooMany: 'Dan ima najviše 3 usluge.',
  turnTimeGuests: 'Trajanje posjeta vrijedi za društvo od 1 do 20 gostiju.',
  turnTimeMinutes: 'Trajanje posjeta je od 15 do 360 minuta.',
  turnTimesOrder:
    'Trajanja posjeta idu od najmanjeg društva prema najvećem, svako za više gostiju od prethodnog.',
  pacingRange: 'Broj gostiju po terminu mora biti cijeli broj od 1 do 500.',
  minNoticeRange: 'Najkraća najava mora biti cijeli broj minuta od 0 do 10080 (tjedan dana).',
  maxDaysAheadRange: 'Rezervacije se mogu otvoriti od 1 do 365 dana unaprijed.',
  windowEmpty: 'Razdoblje rezervacija treba najkraću najavu ili broj dana unaprijed.',
};

/** Admin users (issue 20 §2): the fixed texts of ADMIN_USER_MESSAGES (the ones built with values follow). */
type TFixedAdminUserMessage = {
  [K in keyof typeof ADMIN_USER_MESSAGES]: (typeof ADMIN_USER_MESSAGES)[K] extends string ? K : never;
}[keyof typeof ADMIN_USER_MESSAGES];

const ADMIN_USER_MESSAGES_HR: Record<TFixedAdminUserMessage, string> = {
  emailInvalid: 'Molimo unesite ispravnu adresu e-pošte',
  roleNotCreatable: 'Uloga mora biti restaurantadmin ili restaurantmanager',
  restaurantIdsFormat: 'Polje „restorani” mora biti popis ID-ova restorana',
  restaurantIdForAdminOnly:
    'Polje „restoran” vrijedi samo za administratora restorana; voditelj restorana ima polje „restorani”',
  restaurantIdsForManagerOnly:
    'Polje „restorani” vrijedi samo za voditelja restorana; administrator restorana ima polje „restoran”',
  onlyLanguageOnSelf: 'Možete promijeniti samo vlastiti jezik; ostala polja mijenja superadministrator',
  roleChangeNotAllowed:
    'Ulogu može promijeniti samo administrator ili voditelj restorana, i to samo između te dvije uloge',
  noRestaurantsForSuperadmin: 'Superadministrator vidi sve restorane i nema dodijeljenih restorana',
};

/** ADMIN_USER_MESSAGES.planNotAllowed of every role: the §6 plans in Croatian words. */
const PLAN_NOT_ALLOWED_PAIRS = ROLES.map((role) => {
  const plans = PLAN_CHOICES[role].plans;
  const list = plans.length > 1 ? `${plans.slice(0, -1).join(', ')} ili ${plans.at(-1)}` : plans.join('');
  return [ADMIN_USER_MESSAGES.planNotAllowed(role), `Za ulogu ${role} paket mora biti ${list}`] as const;
});

/** English text → Croatian text, for the administration's fixed messages. */
export const ADMINISTRATION_MESSAGE_PAIRS: ReadonlyArray<readonly [en: string, hr: string]> = [
  ...pairs<keyof typeof RESTAURANT_SETTINGS_MESSAGES>(
    RESTAURANT_SETTINGS_MESSAGES,
    RESTAURANT_SETTINGS_MESSAGES_HR,
  ),
  ...pairs<keyof typeof SERVICE_RULES_MESSAGES>(SERVICE_RULES_MESSAGES, SERVICE_RULES_MESSAGES_HR),
  ...pairs<TFixedAdminUserMessage>(ADMIN_USER_MESSAGES, ADMIN_USER_MESSAGES_HR),
  ...PLAN_NOT_ALLOWED_PAIRS,
];
