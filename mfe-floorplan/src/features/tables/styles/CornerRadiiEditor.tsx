import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { TABLE_LIMITS, type TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateFloorplanMutation } from '../../../api/restaurants-api';
import { NAMESPACE } from '../../../i18n/translations';
import { CORNERS } from '../add/add-table-form';
import type { TChange, TCornerStyle } from '../history/history';
import { numberOrNull } from '../shared/number-value';
import { NumberField } from '@stol/ui/number-field';

const { min, max, default: fallback } = TABLE_LIMITS.cornerRadius;

/**
 * Superadmin: the selected table's corner radii (tl, tr, br, bl, 0–100), saved into the restaurant's floor plan
 * (PATCH /restaurants/{id} {floorplan: {tableStyles: {[id]: …}}}). Keyed by table and style by the caller.
 */
export function CornerRadiiEditor({
  table,
  style,
  onSaved,
}: {
  table: TTable;
  style: TCornerStyle | null | undefined;
  onSaved: (change: TChange) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<Record<(typeof CORNERS)[number], string | number>>({
    tl: style?.tl ?? fallback,
    tr: style?.tr ?? fallback,
    br: style?.br ?? fallback,
    bl: style?.bl ?? fallback,
  });
  const [updateFloorplan, { isLoading }] = useUpdateFloorplanMutation();
  const invalid = (corner: (typeof CORNERS)[number]) => {
    const value = numberOrNull(values[corner]);
    return value === null || value < min || value > max;
  };
  const anyInvalid = CORNERS.some(invalid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (anyInvalid) return;
    const after: TCornerStyle = {
      tl: Number(values.tl),
      tr: Number(values.tr),
      br: Number(values.br),
      bl: Number(values.bl),
    };
    try {
      await updateFloorplan({
        restaurantId: table.restaurantId,
        floorplan: { tableStyles: { [String(table.id)]: after } },
      }).unwrap();
      onSaved({
        kind: 'styles',
        restaurantId: table.restaurantId,
        tableId: table.id,
        before: style ?? null,
        after,
      });
    } catch (error) {
      notifyError(errorMessage(error, t('errors.styles')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('corners.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('corners.title')}
        </Text>
        <SimpleGrid cols={4} spacing="xs">
          {CORNERS.map((corner) => (
            <NumberField
              key={corner}
              size="xs"
              label={t(`corners.${corner}`)}
              min={min}
              max={max}
              value={values[corner]}
              onChange={(value) => setValues((current) => ({ ...current, [corner]: value }))}
              error={invalid(corner) ? t('add.errors.radius') : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant="light" loading={isLoading} disabled={anyInvalid}>
            {t('corners.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
