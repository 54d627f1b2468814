import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { PROMOTION_STATUSES, type TRestaurant, type TSpecialPromotions } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRestaurantSettingsMutation } from '../../../api/restaurants-api';
import { NAMESPACE } from '../../../i18n/translations';
import { fromLocalInput, promotionStatus, toLocalInput, type TPromotionStatus } from './promotion-value';

/**
 * The row's promotion status (guest spec §4): active / inactive / until a datetime. Active and inactive are saved
 * at once and clear inactiveUntil; 'until' shows the datetime input and is saved once a datetime is chosen.
 */
export function PromotionControl({ restaurant, editable }: { restaurant: TRestaurant; editable: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const saved = promotionStatus(restaurant.specialPromotions);
  // 'until' chosen but no datetime yet: only on screen until one is picked.
  const [chosen, setChosen] = useState<TPromotionStatus | null>(null);
  const [update, updating] = useUpdateRestaurantSettingsMutation();
  const status = chosen ?? saved;
  const label = (value: TPromotionStatus) => t(`restaurants.promotion.${value}`);

  if (!editable) {
    const until = restaurant.specialPromotions?.inactiveUntil;
    return (
      <Text size="sm">
        {saved === 'until' && until
          ? t('restaurants.promotion.untilValue', { date: formatZagreb(until, 'dd.MM.yyyy. HH:mm') })
          : t('restaurants.promotion.readOnly', { status: label(saved) })}
      </Text>
    );
  }

  const save = async (specialPromotions: TSpecialPromotions) => {
    try {
      await update({ id: restaurant.id, patch: { specialPromotions } }).unwrap();
      setChosen(null);
      notifySuccess(t('restaurants.promotion.saved'));
    } catch (error) {
      notifyError(actionErrorMessage(error, t('restaurants.promotion.failed')));
    }
  };

  const saveUntil = (value: string) => {
    const inactiveUntil = fromLocalInput(value);
    const current = restaurant.specialPromotions?.inactiveUntil;
    const unchanged =
      saved === 'until' && !!current && !!inactiveUntil && Date.parse(current) === Date.parse(inactiveUntil);
    if (inactiveUntil && !unchanged && !updating.isLoading) void save({ status: 'until', inactiveUntil });
  };

  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <NativeSelect
        aria-label={t('restaurants.promotion.label', { name: restaurant.name })}
        size="xs"
        value={status}
        disabled={updating.isLoading}
        data={PROMOTION_STATUSES.map((value) => ({ value, label: label(value) }))}
        onChange={(event) => {
          const next = event.currentTarget.value as TPromotionStatus;
          if (next === 'until') return setChosen('until');
          setChosen(null);
          void save({ status: next, inactiveUntil: null });
        }}
      />
      {status === 'until' ? (
        <TextInput
          type="datetime-local"
          size="xs"
          aria-label={t('restaurants.promotion.untilLabel', { name: restaurant.name })}
          defaultValue={toLocalInput(restaurant.specialPromotions?.inactiveUntil)}
          disabled={updating.isLoading}
          // Saved when the user leaves the field or presses Enter, not per keystroke: typing a year digit by
          // digit passes through complete but wrong dates.
          onBlur={(event) => saveUntil(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveUntil(event.currentTarget.value);
          }}
        />
      ) : null}
    </Group>
  );
}
