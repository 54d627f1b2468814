import { Migration20261122041734_initial } from './Migration20261122041734_initial';
import { Migration20261122120000_occupancy_versions } from './Migration20261122120000_occupancy_versions';
import { Migration20261122130000_approval_versions } from './Migration20261122130000_approval_versions';
import { Migration20261123100000_live_session_index } from './Migration20261123100000_live_session_index';
import { Migration20261123110000_idempotency_keys } from './Migration20261123110000_idempotency_keys';
import { Migration20261123120000_table_limits } from './Migration20261123120000_table_limits';
import { Migration20261123130000_table_soft_delete } from './Migration20261123130000_table_soft_delete';
import { Migration20261123140000_messages } from './Migration20261123140000_messages';
import { Migration20261123150000_walk_ins } from './Migration20261123150000_walk_ins';
import { Migration20261123160000_table_holds } from './Migration20261123160000_table_holds';
import { Migration20261123170000_bot_check_spent } from './Migration20261123170000_bot_check_spent';
import { Migration20261123180000_no_show_index } from './Migration20261123180000_no_show_index';
import { Migration20261126100000_occupancy_restaurant } from './Migration20261126100000_occupancy_restaurant';
import { Migration20261126120000_hold_client } from './Migration20261126120000_hold_client';
import { Migration20261126130000_phones_e164 } from './Migration20261126130000_phones_e164';
import { Migration20261126140000_reset_token_deferrable_user } from './Migration20261126140000_reset_token_deferrable_user';
import { Migration20261126150000_change_records } from './Migration20261126150000_change_records';
import { Migration20261126160000_invite_messages } from './Migration20261126160000_invite_messages';
import { Migration20261126170000_cleared_at } from './Migration20261126170000_cleared_at';
import { Migration20261127030000_analytics_indexes } from './Migration20261127030000_analytics_indexes';
import { Migration20261127031500_analytics_index_payload } from './Migration20261127031500_analytics_index_payload';
import { Migration20261127080000_reservation_notes } from './Migration20261127080000_reservation_notes';
import { Migration20261127080100_guest_phone_index } from './Migration20261127080100_guest_phone_index';
import { Migration20261127110000_large_party_receipts } from './Migration20261127110000_large_party_receipts';
import { Migration20261127150000_service_rules } from './Migration20261127150000_service_rules';

/** Every migration, in order. `npm run migration:create -w api` writes a new file: add its class here. */
export const MIGRATIONS = [
  Migration20261122041734_initial,
  Migration20261122120000_occupancy_versions,
  Migration20261122130000_approval_versions,
  Migration20261123100000_live_session_index,
  Migration20261123110000_idempotency_keys,
  Migration20261123120000_table_limits,
  Migration20261123130000_table_soft_delete,
  Migration20261123140000_messages,
  Migration20261123150000_walk_ins,
  Migration20261123160000_table_holds,
  Migration20261123170000_bot_check_spent,
  Migration20261123180000_no_show_index,
  Migration20261126100000_occupancy_restaurant,
  Migration20261126120000_hold_client,
  Migration20261126130000_phones_e164,
  Migration20261126140000_reset_token_deferrable_user,
  Migration20261126150000_change_records,
  Migration20261126160000_invite_messages,
  Migration20261126170000_cleared_at,
  Migration20261127030000_analytics_indexes,
  Migration20261127031500_analytics_index_payload,
  Migration20261127080000_reservation_notes,
  Migration20261127080100_guest_phone_index,
  Migration20261127110000_large_party_receipts,
  Migration20261127150000_service_rules,
];
