// Not BOOKING_MESSAGES: that module builds zod schemas, which the dashboard does not load (issue 8); the texts are
// the guest spec's (§5.1) all the same.
import { SLOT_REASON_WORDS } from '@stol/contracts';
import { registerTranslations } from '@stol/platform';
import { NEW_RESERVATION_NAMESPACE } from './button-texts';

/**
 * The 'New reservation' dialog's texts (issue 22 §1), the same on every screen that opens it: registered with the
 * dialog's code (the button's few words come with the page, button-texts.ts).
 */

export const newReservationTexts = {
  en: {
    restaurant: 'Restaurant',
    chooseRestaurant: 'Choose a restaurant',
    guests: 'Party size',
    date: 'Date',
    time: 'Time',
    timesLoading: 'Loading times…',
    timesFailed: 'The times could not be loaded.',
    retry: 'Try again',
    closedDay: 'The restaurant is closed on that day.',
    slot: SLOT_REASON_WORDS.en,
    table: 'Table',
    tableFirst: 'Choose a time to see the free tables.',
    tableBest: 'Table {{number}} · {{seats}} seats (best fit)',
    tablePicked: 'Table {{number}} · {{seats}} seats',
    tableOver: 'Table {{number}} · {{seats}} seats, over capacity for {{guests}}',
    noTable: 'No table is free for that many guests at that time.',
    pickOnPlan: 'Choose on the plan',
    hidePlan: 'Hide the plan',
    planLabel: 'Floor plan at {{time}}: choose a table',
    planTable: 'Table {{number}}, {{seats}} seats, {{state}}',
    state: { free: 'free', taken: 'taken', held: 'held', tooSmall: 'too small', chosen: 'chosen' },
    refusedTooSmall:
      'Table {{number}} seats {{seats}}: tick “Book anyway (over capacity)” to seat {{guests}} there.',
    refusedTaken: 'Table {{number}} is not free at {{time}}.',
    overCapacity: 'Book anyway (over capacity)',
    overCapacityHint: 'Allows a table with fewer seats than the party.',
    name: 'Name',
    phone: 'Phone',
    phoneHint: 'Without a + the number is Croatian (+385).',
    email: 'Email (optional)',
    notes: 'Notes (optional)',
    notesHint: 'Allergies, occasion, seating wishes · {{count}}/{{max}}',
    submit: 'Book',
    cancel: 'Cancel',
    booked: 'Booked: {{name}}, table {{number}}, {{date}} at {{time}} (guests: {{guests}})',
    conflict: 'Table {{number}} is booked {{from}}–{{to}}.',
    errors: {
      restaurant: 'Please choose a restaurant',
      guests: 'Guests must be from 1 to 20',
      date: 'Please choose date',
      pastDate: 'You cannot reserve in the past',
      time: 'Please select a time',
      table: 'Please choose a table',
      name: 'Please enter the guest’s name',
      phone: 'Please enter a phone number first',
      failed: 'The reservation could not be made.',
      offline:
        'No connection: nothing was booked. What you typed is kept; press Book again when the connection is back.',
    },
  },
  hr: {
    restaurant: 'Restoran',
    chooseRestaurant: 'Odaberite restoran',
    guests: 'Broj gostiju',
    date: 'Datum',
    time: 'Vrijeme',
    timesLoading: 'Učitavanje termina…',
    timesFailed: 'Termini se nisu mogli učitati.',
    retry: 'Pokušaj ponovno',
    closedDay: 'Restoran je taj dan zatvoren.',
    slot: SLOT_REASON_WORDS.hr,
    table: 'Stol',
    tableFirst: 'Odaberite vrijeme da biste vidjeli slobodne stolove.',
    tableBest: 'Stol {{number}} · mjesta: {{seats}} (najbolji izbor)',
    tablePicked: 'Stol {{number}} · mjesta: {{seats}}',
    tableOver: 'Stol {{number}} · mjesta: {{seats}}, premalo za {{guests}} (iznad kapaciteta)',
    noTable: 'Nijedan stol za toliko gostiju nije slobodan u to vrijeme.',
    pickOnPlan: 'Odaberi na rasporedu',
    hidePlan: 'Sakrij raspored',
    planLabel: 'Raspored u {{time}}: odaberite stol',
    planTable: 'Stol {{number}}, mjesta: {{seats}}, {{state}}',
    state: { free: 'slobodan', taken: 'zauzet', held: 'blokiran', tooSmall: 'premalen', chosen: 'odabran' },
    refusedTooSmall:
      'Stol {{number}} ima {{seats}} mjesta: označite „Svejedno rezerviraj (iznad kapaciteta)” za {{guests}} gostiju.',
    refusedTaken: 'Stol {{number}} nije slobodan u {{time}}.',
    overCapacity: 'Svejedno rezerviraj (iznad kapaciteta)',
    overCapacityHint: 'Dopušta stol s manje mjesta nego gostiju.',
    name: 'Ime',
    phone: 'Telefon',
    phoneHint: 'Broj bez + je hrvatski (+385).',
    email: 'E-pošta (neobavezno)',
    notes: 'Napomene (neobavezno)',
    notesHint: 'Alergije, prigoda, želje za smještaj · {{count}}/{{max}}',
    submit: 'Rezerviraj',
    cancel: 'Odustani',
    booked: 'Rezervirano: {{name}}, stol {{number}}, {{date}} u {{time}} (gostiju: {{guests}})',
    conflict: 'Stol {{number}} je zauzet {{from}}–{{to}}.',
    errors: {
      restaurant: 'Odaberite restoran',
      guests: 'Broj gostiju mora biti od 1 do 20',
      date: 'Odaberite datum',
      pastDate: 'Ne možete rezervirati u prošlosti',
      time: 'Odaberite vrijeme',
      table: 'Odaberite stol',
      name: 'Unesite ime gosta',
      phone: 'Unesite broj telefona',
      failed: 'Rezervacija nije uspjela.',
      offline:
        'Nema veze: ništa nije rezervirano. Uneseno je sačuvano; pritisnite Rezerviraj ponovno kad se veza vrati.',
    },
  },
};

registerTranslations(NEW_RESERVATION_NAMESPACE, newReservationTexts);
