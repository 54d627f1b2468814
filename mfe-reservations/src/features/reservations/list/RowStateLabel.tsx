import { Badge, Text } from '@mantine/core';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import type { TRowState } from './row-state';

const STATUS_COLORS = { cleared: 'gray', cancelled: 'dark', no_show: 'orange' } as const;

/** The status column: a final status as a label, else the booking's phase (times 24-hour, Europe/Zagreb). */
export function RowStateLabel({ state }: { state: TRowState }) {
  const { t } = useTranslation(NAMESPACE);
  switch (state.kind) {
    case 'status':
      return (
        <Badge variant="light" color={STATUS_COLORS[state.status]}>
          {t(`status.${state.status}`)}
        </Badge>
      );
    case 'occupied':
      return (
        <Text size="sm" fw={600} c="red.9">
          {t('rowState.occupiedUntil', { time: formatZagreb(state.until, 'HH:mm') })}
        </Text>
      );
    case 'held':
      return (
        <Badge variant="light" color="yellow">
          {t('rowState.held')}
        </Badge>
      );
    case 'late':
      return (
        <Text size="sm" fw={600} c="orange.9">
          {t('rowState.late', { minutes: state.minutes })}
        </Text>
      );
    case 'arriving':
      return (
        <Text size="sm" fw={600} c="blue.8">
          {t('rowState.arriving')}
        </Text>
      );
    case 'upcoming':
      return (
        <Text size="sm" c="blue.8">
          {t('rowState.upcoming')}
        </Text>
      );
    case 'blank':
      return null;
  }
}
