import type { TAdminUser } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendAdminUserInviteMutation } from '../../../api/users-api';
import { NAMESPACE } from '../../../i18n/translations';

/** Resend invite (issue 20 §2): a fresh link by email; the earlier ones stop working. */
export function useResendInvite(): { resend: (user: TAdminUser) => void; resendingId: number | null } {
  const { t } = useTranslation(NAMESPACE);
  const [resendInvite] = useResendAdminUserInviteMutation();
  const [resendingId, setResendingId] = useState<number | null>(null);

  const resend = async (user: TAdminUser) => {
    setResendingId(user.id);
    try {
      await resendInvite(user.id).unwrap();
      notifySuccess(t('users.invite.sent', { email: user.email }));
    } catch (error) {
      notifyError(actionErrorMessage(error, t('users.invite.failed')));
    } finally {
      setResendingId(null);
    }
  };
  return { resend: (user) => void resend(user), resendingId };
}
