import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TPreviewAffected, TSettingsPreview } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../i18n/translations';
import { DialogFooter } from './DialogFooter';
import { groupAffectedByDay } from './preview-groups';
import { BulletItem, BulletList } from '../../../components/BulletList';

/**
 * Issue 20 §4: the upcoming bookings a change would strand, by day, before it is saved. Saving keeps them (the
 * host resolves them in /reservations, linked per day); the user saves anyway or goes back to editing.
 */
export function PreviewAffected({
  preview,
  saving,
  onSaveAnyway,
  onBack,
}: {
  preview: TSettingsPreview;
  saving: boolean;
  onSaveAnyway: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const days = groupAffectedByDay(preview);
  return (
    <Stack gap="sm" aria-labelledby="settings-preview-title" component="section">
      <Title order={3} size="h4" id="settings-preview-title">
        {t('restaurants.settings.preview.title')}
      </Title>
      {days.map((day) => {
        const date = formatZagreb(`${day.date}T12:00:00Z`, 'dd.MM.');
        return (
          <Alert
            key={day.date}
            color="orange"
            variant="light"
            // The title in the body colour: the alert's orange on its light orange is under AA contrast.
            title={
              <Text fw={700} size="sm" c="var(--mantine-color-text)" component="span">
                {t(`restaurants.settings.preview.${day.closing ? 'closing' : 'outside'}`, {
                  count: day.bookings.length,
                  date,
                })}
              </Text>
            }
          >
            <BulletList size="sm">
              {day.bookings.map((booking) => (
                <BulletItem key={`${booking.kind}-${booking.id}`}>
                  <BookingLine booking={booking} />
                </BulletItem>
              ))}
            </BulletList>
            <Anchor
              component={Link}
              to={`/reservations?date=${day.date}`}
              size="sm"
              mt="xs"
              display="inline-block"
            >
              {t('restaurants.settings.preview.open', { date })}
            </Anchor>
          </Alert>
        );
      })}
      <Text size="sm">{t('restaurants.settings.preview.intro')}</Text>
      <DialogFooter>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} data-autofocus>
            {t('restaurants.settings.preview.back')}
          </Button>
          <Button color="orange.9" loading={saving} onClick={onSaveAnyway}>
            {t('restaurants.settings.preview.saveAnyway')}
          </Button>
        </Group>
      </DialogFooter>
    </Stack>
  );
}

function BookingLine({ booking }: { booking: TPreviewAffected }) {
  const { t } = useTranslation(NAMESPACE);
  const table =
    booking.tableNumber === null
      ? t('restaurants.settings.preview.noTable')
      : t('restaurants.settings.preview.table', { number: booking.tableNumber });
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" span>
        {t('restaurants.settings.preview.row', {
          time: formatZagreb(booking.start, 'HH:mm'),
          name: booking.name || t('restaurants.settings.preview.noName'),
          guests: booking.guests,
        })}{' '}
        · {table}
      </Text>
      {booking.kind === 'large_party' ? (
        <Badge size="sm" variant="outline" color="gray">
          {t('restaurants.settings.preview.largeParty')}
        </Badge>
      ) : null}
    </Group>
  );
}
