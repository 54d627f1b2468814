import type { TAdminUser } from '@stol/contracts';

/** What a row (or card) needs besides its user: the screen opens the dialogs, the row only asks. */
export interface TUserRowActions {
  currentUserId: number | undefined;
  restaurantsOf: (user: TAdminUser) => string;
  onEdit: (user: TAdminUser) => void;
  onPickRestaurants: (user: TAdminUser) => void;
  onResendInvite: (user: TAdminUser) => void;
  /** The user whose invitation is being sent, if any. */
  resendingId: number | null;
  onDelete: (user: TAdminUser) => void;
}
