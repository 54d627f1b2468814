import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { TBulkSpecialHours, TSettingsPreview } from '@stol/contracts';
import { actionErrorMessage, errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { NumberField } from '@stol/ui/number-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useApplyBulkSpecialHoursMutation,
  usePreviewBulkSpecialHoursMutation,
} from '../../../api/special-hours-api';
import { NAMESPACE } from '../../../i18n/translations';
import { affectedDays } from './affected-days';
import { SectionRegion } from './SectionRegion';
import type { SettingsSectionProps } from './section-props';
import { formatDayMonth } from './special-hours';
import { BulletItem, BulletList } from '../../../components/BulletList';

/** Guest spec §5.2 defaults: closed, or 11 to 21 when open. */
const DEFAULT_OPEN = 11;
const DEFAULT_CLOSE = 21;

type TConfirm = { bulk: TBulkSpecialHours; preview: TSettingsPreview | null; previewError: string | null };

/**
 * Bulk holidays (guest spec §2.12, §5.2; issue 20 §4): a date range added as closed or special hours, or removed.
 * Apply first previews what the range would strand and, when bookings are affected, names them per day (with a
 * link to them in /reservations) and asks to apply anyway. It is applied at once, not with the dialog's Save.
 */
export function BulkHolidaysSection({ restaurant, draft }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [action, setAction] = useState<TBulkSpecialHours['action']>('add');
  const [closed, setClosed] = useState(true);
  const [openHour, setOpenHour] = useState<number | string>(DEFAULT_OPEN);
  const [closeHour, setCloseHour] = useState<number | string>(DEFAULT_CLOSE);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);

  const [preview, previewState] = usePreviewBulkSpecialHoursMutation();
  const [apply, applyState] = useApplyBulkSpecialHoursMutation();
  const inFlight = previewState.isLoading || applyState.isLoading;
  const endBeforeStart = !!startDate && !!endDate && endDate < startDate;
  const hoursDisabled = closed || action === 'remove';
  // A bulk change is saved at once, the special-hours list with the dialog's Save (as one whole map): with unsaved
  // list edits, that Save would overwrite what the bulk just applied. So the list is saved first.
  const specialHoursUnsaved = draft.specialHours !== undefined;

  const bulkBody = (): TBulkSpecialHours => ({
    action,
    startDate,
    endDate,
    closed,
    ...(closed ? {} : { openHour: Number(openHour), closeHour: Number(closeHour) }),
  });

  const send = async (bulk: TBulkSpecialHours) => {
    try {
      await apply({ restaurantId: restaurant.id, bulk }).unwrap();
      notifySuccess(t('restaurants.sections.bulk.applied'));
      setConfirm(null);
      setStartDate('');
      setEndDate('');
    } catch (error) {
      notifyError(actionErrorMessage(error, t('restaurants.sections.bulk.failed')));
    }
  };

  const onApply = async () => {
    const bulk = bulkBody();
    try {
      const answer = await preview({ restaurantId: restaurant.id, bulk }).unwrap();
      if (answer.affected.length === 0) return send(bulk);
      setConfirm({ bulk, preview: answer, previewError: null });
    } catch (error) {
      // Without a preview the operator still decides: say that nothing could be checked and ask.
      setConfirm({
        bulk,
        preview: null,
        previewError: errorMessage(error, t('restaurants.sections.bulk.previewFailed')),
      });
    }
  };

  return (
    <SectionRegion title={t('restaurants.sections.bulk.title')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('restaurants.sections.bulk.startDate')}
          value={startDate}
          onChange={(event) => {
            setStartDate(event.currentTarget.value);
            setConfirm(null);
          }}
          w={170}
        />
        <TextInput
          type="date"
          label={t('restaurants.sections.bulk.endDate')}
          value={endDate}
          onChange={(event) => {
            setEndDate(event.currentTarget.value);
            setConfirm(null);
          }}
          error={endBeforeStart ? t('restaurants.sections.bulk.endBeforeStart') : undefined}
          w={170}
        />
        <NativeSelect
          label={t('restaurants.sections.bulk.action')}
          value={action}
          onChange={(event) => {
            setAction(event.currentTarget.value as TBulkSpecialHours['action']);
            setConfirm(null);
          }}
          data={[
            { value: 'add', label: t('restaurants.sections.bulk.actions.add') },
            { value: 'remove', label: t('restaurants.sections.bulk.actions.remove') },
          ]}
        />
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Checkbox
          label={t('restaurants.sections.bulk.closed')}
          checked={closed}
          disabled={action === 'remove'}
          onChange={(event) => setClosed(event.currentTarget.checked)}
          mb={8}
        />
        <NumberField
          label={t('restaurants.sections.bulk.openHour')}
          value={openHour}
          onChange={setOpenHour}
          min={0}
          max={23}
          allowDecimal={false}
          disabled={hoursDisabled}
          w={130}
        />
        <NumberField
          label={t('restaurants.sections.bulk.closeHour')}
          value={closeHour}
          onChange={setCloseHour}
          min={0}
          max={23}
          allowDecimal={false}
          disabled={hoursDisabled}
          w={130}
        />
        <Button
          onClick={onApply}
          disabled={
            !startDate || !endDate || endBeforeStart || inFlight || confirm !== null || specialHoursUnsaved
          }
          loading={previewState.isLoading && !confirm}
        >
          {t('restaurants.sections.bulk.apply')}
        </Button>
      </Group>
      {specialHoursUnsaved && (
        <Text size="sm" c="dimmed">
          {t('restaurants.sections.bulk.saveSpecialHoursFirst')}
        </Text>
      )}

      {confirm && (
        <Alert
          color="orange"
          variant="light"
          title={t('restaurants.sections.bulk.affectedTitle')}
          // The body colour: Mantine's orange title does not reach AA on the light orange.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="sm">
            {confirm.previewError ? (
              <Text size="sm">{confirm.previewError}</Text>
            ) : (
              <BulletList size="sm">
                {affectedDays(confirm.preview!).map((day) => {
                  const shortDate = formatDayMonth(day.date);
                  return (
                    <BulletItem key={`${day.date}-${day.kind}-${day.reason}`}>
                      {t(`restaurants.sections.bulk.affected.${day.reason}.${day.kind}`, {
                        count: day.count,
                        date: shortDate,
                      })}
                      {' · '}
                      <Anchor
                        size="sm"
                        // Underlined: in a sentence, colour alone does not tell a link (axe link-in-text-block).
                        underline="always"
                        component={Link}
                        to={`/reservations?date=${day.date}&restaurantId=${restaurant.id}`}
                      >
                        {t('restaurants.sections.bulk.viewReservations', { date: shortDate })}
                      </Anchor>
                    </BulletItem>
                  );
                })}
              </BulletList>
            )}
            <Text size="sm">{t('restaurants.sections.bulk.affectedNote')}</Text>
            <Group gap="sm">
              <Button onClick={() => send(confirm.bulk)} loading={applyState.isLoading}>
                {t('restaurants.sections.bulk.applyAnyway')}
              </Button>
              <Button variant="default" onClick={() => setConfirm(null)} disabled={applyState.isLoading}>
                {t('restaurants.sections.bulk.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </SectionRegion>
  );
}
