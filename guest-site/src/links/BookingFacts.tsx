import type { TGuestReservationView } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../booking/zagreb-time';
import { Banner } from '../ui/Header';

/**
 * A booking found by its link, as the link screens show it (guest spec §2.5–§2.7): the restaurant as the
 * heading, then table, date and time (Europe/Zagreb), guests and name, each when given.
 */
export function BookingFacts({
  restaurant,
  table,
  date,
  guests,
  name,
}: {
  restaurant: string;
  table?: number;
  date: string;
  guests: number;
  name?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h2>{restaurant}</h2>
      <dl>
        {table !== undefined && (
          <>
            <dt>{t('confirm.table')}</dt>
            <dd>{table}</dd>
          </>
        )}
        <dt>{t('confirm.when')}</dt>
        <dd>{formatDateTime(date, i18n.language)}</dd>
        <dt>{t('confirm.guests')}</dt>
        <dd>{guests}</dd>
        {name !== undefined && (
          <>
            <dt>{t('form.name')}</dt>
            <dd>{name}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** While a link's booking loads, or when its token finds none: 'Loading…', or the failure with a way home. */
export function LookupPending({ load, notFound }: { load: 'loading' | 'missing'; notFound: string }) {
  const { t } = useTranslation();
  if (load === 'loading') return <p role="status">{t('common.loading')}</p>;
  return (
    <>
      <Banner tone="error">{notFound}</Banner>
      <a href="/">{t('common.goHome')}</a>
    </>
  );
}

/** Why a link's booking can no longer be cancelled or changed online (guest spec §8.1), in the guest's words. */
export function ChangeRefusal({ refusal }: { refusal: TGuestReservationView['changeRefusal'] }) {
  const { t } = useTranslation();
  if (!refusal) return null;
  return (
    <Banner tone="error">{refusal === 'passed' ? t('cancel.passed') : t(`cancel.refusal.${refusal}`)}</Banner>
  );
}
