import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { BUCKETS, BucketPatterns, bucketColours } from './heatmap-looks';

/** The buckets' swatches (shade and hatching, as on the plan) with their share ranges in words. */
export function HeatmapLegend() {
  const { t } = useTranslation(NAMESPACE);
  const prefix = useId().replace(/:/g, '');
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('analytics.heatmap.legend')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {BUCKETS.map((bucket) => {
        const colours = bucketColours(prefix, bucket);
        return (
          <Group key={bucket} component="li" gap={6} wrap="nowrap">
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
              {bucket === 0 && (
                <defs>
                  <BucketPatterns prefix={prefix} />
                </defs>
              )}
              <rect
                x="1"
                y="1"
                width="16"
                height="16"
                rx="3"
                fill={colours.fill}
                stroke={colours.stroke}
                strokeWidth="2"
              />
              {colours.pattern && <rect x="1" y="1" width="16" height="16" rx="3" fill={colours.pattern} />}
            </svg>
            <Text size="sm">{t(`analytics.heatmap.bucket${bucket}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
