import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TCovers } from './covers';

/** The day's covers in the header: booked, seated, still expected (issue 22 §4). */
export function CoversSummary({ covers }: { covers: TCovers }) {
  const { t } = useTranslation(NAMESPACE);
  const items = [
    { key: 'booked', value: covers.booked },
    { key: 'seated', value: covers.seated },
    { key: 'expected', value: covers.expected },
  ] as const;
  return (
    <Group gap="md" wrap="wrap" data-testid="covers">
      <Text size="sm" fw={600}>
        {t('dayView.covers.label')}
      </Text>
      <Group component="dl" gap="md" wrap="wrap" style={{ margin: 0 }}>
        {items.map(({ key, value }) => (
          <Group key={key} gap={4} wrap="nowrap" data-covers={key}>
            <Text component="dt" size="sm">
              {t(`dayView.covers.${key}`)}
            </Text>
            <Text component="dd" size="lg" fw={700} style={{ margin: 0 }}>
              {value}
            </Text>
          </Group>
        ))}
      </Group>
    </Group>
  );
}
