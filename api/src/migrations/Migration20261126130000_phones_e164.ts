import { Migration } from '@mikro-orm/migrations';
import { normalisePhone } from '../modules/booking/phone';

/** Every table that stores a guest's phone (issue 19 §6). */
const PHONE_TABLES = ['reservations', 'waitlist_entries', 'large_party_requests'] as const;

/**
 * Stored phones to E.164 with the API's one normaliser (modules/booking/phone.ts, libphonenumber-js): before it,
 * '+385 091 …' kept its trunk 0 (+3850912345679, which no SMS reaches) and waitlist and walk-in phones were
 * stored as typed ('091 234 5679'). A number without a country code is read as Croatian (+385), the default of
 * the booking form. One UPDATE per table from the changed rows only; walk-ins without a phone stay empty.
 * Down keeps the normalised numbers: they are the same numbers, and the typed forms are not kept anywhere.
 */
export class Migration20261126130000_phones_e164 extends Migration {
  override name = 'Migration20261126130000_phones_e164';

  override async up(): Promise<void> {
    for (const table of PHONE_TABLES) {
      const rows = (await this.execute(`select id, phone from "${table}" where phone <> ''`)) as {
        id: number;
        phone: string;
      }[];
      const changed = rows
        .map((row) => ({ id: Number(row.id), phone: normalisePhone(row.phone) }))
        .filter((row, i) => row.phone !== rows[i]!.phone);
      if (changed.length === 0) continue;
      await this.execute(
        `update "${table}" t set phone = v.phone
         from json_to_recordset(?::json) as v(id int, phone text) where t.id = v.id`,
        [JSON.stringify(changed)],
      );
    }
  }

  override down(): void | Promise<void> {}
}
