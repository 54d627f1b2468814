import type { TSlotUnavailableReason } from './public-booking';
import type { TLanguage } from './roles';

/**
 * Why a time cannot be booked, in a word or two beside the time ('18:30 taken'): the guest site's slot picker
 * and the back office's 'New reservation' time grid say it alike (issue 12, issue 22 §1). 'maintenance' is a
 * held table: people see 'held'. 'being_booked' is only another guest's hold, free again within minutes.
 * A module without zod: the guest site reads it on its first load.
 */
export const SLOT_REASON_WORDS: Record<TLanguage, Record<TSlotUnavailableReason, string>> = {
  en: {
    closed: 'closed',
    past: 'past',
    taken: 'taken',
    too_small: 'too small',
    maintenance: 'held',
    being_booked: 'someone is booking it',
    pacing: 'kitchen full',
    too_soon: 'too soon',
    too_far: 'not open yet',
  },
  hr: {
    closed: 'zatvoreno',
    past: 'prošlo',
    taken: 'zauzeto',
    too_small: 'premalen',
    maintenance: 'blokiran',
    being_booked: 'netko ga upravo rezervira',
    pacing: 'kuhinja puna',
    too_soon: 'prekasno za najavu',
    too_far: 'još nije otvoreno',
  },
};
