import { Box } from '@mantine/core';
import type { THeatmapTable, TRestaurant, TTableListResponse } from '@stol/contracts';
import { FloorPlan, type TFloorPlanTable } from '@stol/ui/floorplan';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { BucketPatterns, bucketColours } from './heatmap-looks';

type TPlanTable = TFloorPlanTable & { use: THeatmapTable | undefined };

export interface HeatmapPlanProps {
  restaurantName: string;
  /** Where the tables stand (GET /tables). */
  tables: TTableListResponse;
  /** How much each was used (GET /analytics/heatmap), by table id. */
  uses: readonly THeatmapTable[];
  floorplan: TRestaurant['floorplan'] | undefined;
}

/**
 * The restaurant's floor plan shaded by bucket (guest spec §2.15, §9), on the shared renderer. A picture, not a
 * control: each table is an image named with its number, seats, count and bucket in words.
 */
export default function HeatmapPlan({ restaurantName, tables, uses, floorplan }: HeatmapPlanProps) {
  const { t } = useTranslation(NAMESPACE);
  const prefix = useId().replace(/:/g, '');
  const planTables = useMemo<TPlanTable[]>(() => {
    const byId = new Map(uses.map((use) => [use.tableId, use]));
    return tables.map((table) => ({ ...table, use: byId.get(table.id) }));
  }, [tables, uses]);
  return (
    <Box w="100%" maw={720} data-testid="heatmap-plan">
      <FloorPlan
        tables={planTables}
        label={t('analytics.heatmap.plan', { name: restaurantName })}
        labelOf={(table) =>
          t('analytics.heatmap.table', {
            number: table.number,
            seats: table.seats,
            count: table.use?.count ?? 0,
            level: t(`analytics.heatmap.bucket${table.use?.bucket ?? 0}`),
          })
        }
        coloursOf={(table) => bucketColours(prefix, table.use?.bucket ?? 0)}
        stateOf={(table) => `bucket-${table.use?.bucket ?? 0}`}
        defs={<BucketPatterns prefix={prefix} />}
        tableStyles={floorplan?.tableStyles}
        chairOverrides={floorplan?.chairOverrides}
        backgroundUrl={floorplan?.svgUrl ?? null}
        showGrid={floorplan?.showGrid ?? false}
      />
    </Box>
  );
}
