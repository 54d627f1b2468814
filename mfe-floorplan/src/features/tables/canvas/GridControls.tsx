import { Checkbox, Group } from '@mantine/core';
import { FLOORPLAN } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { NumberField } from '@stol/ui/number-field';

export interface TGridSettings {
  showGrid: boolean;
  snap: boolean;
  gridSize: number;
  /** 1: the plan fits the column; 2: twice as wide, scrolled (small tables on a phone are easier to grab). */
  zoom: 1 | 2;
}

export const DEFAULT_GRID: TGridSettings = {
  showGrid: true,
  snap: true,
  gridSize: FLOORPLAN.grid.default,
  zoom: 1,
};

/** Show-grid and snap toggles and the grid size (staff spec §2, §5: grid default 16, min 4). Editor-local. */
export function GridControls({
  value,
  onChange,
}: {
  value: TGridSettings;
  onChange: (next: TGridSettings) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Checkbox
        role="switch"
        label={t('grid.show')}
        checked={value.showGrid}
        onChange={(event) => onChange({ ...value, showGrid: event.currentTarget.checked })}
      />
      <Checkbox
        role="switch"
        label={t('grid.snap')}
        checked={value.snap}
        onChange={(event) => onChange({ ...value, snap: event.currentTarget.checked })}
      />
      <Checkbox
        role="switch"
        label={t('grid.zoom')}
        checked={value.zoom === 2}
        onChange={(event) => onChange({ ...value, zoom: event.currentTarget.checked ? 2 : 1 })}
      />
      <NumberField
        label={t('grid.size')}
        size="xs"
        w={110}
        min={FLOORPLAN.grid.min}
        max={FLOORPLAN.canvas / 10}
        value={value.gridSize}
        clampBehavior="blur"
        allowDecimal={false}
        onChange={(next) => {
          // Half-typed values (empty, below the minimum) do not reach the canvas.
          if (typeof next === 'number' && next >= FLOORPLAN.grid.min) onChange({ ...value, gridSize: next });
        }}
      />
    </Group>
  );
}
