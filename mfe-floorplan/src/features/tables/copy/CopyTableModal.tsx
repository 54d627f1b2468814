import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { COPY_LIMITS, FLOORPLAN, type TRestaurant, type TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { numberOrNull } from '../shared/number-value';
import { useFullScreenModal } from '../shared/use-full-screen-modal';
import { NumberField } from '@stol/ui/number-field';

interface CopyTableModalProps {
  onClose: () => void;
  table: TTable;
  restaurants: readonly TRestaurant[];
}

/** Superadmin: copies of the selected table (staff spec §5: count 1–50, numeric offsets default 10). */
export function CopyTableModal({ onClose, table, restaurants }: CopyTableModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const fullScreen = useFullScreenModal();
  const [count, setCount] = useState<string | number>(1);
  const [offsetX, setOffsetX] = useState<string | number>(COPY_LIMITS.offset.default);
  const [offsetY, setOffsetY] = useState<string | number>(COPY_LIMITS.offset.default);
  const [target, setTarget] = useState(String(table.restaurantId));
  const [copyTable, { isLoading }] = useCopyTableMutation();

  const n = numberOrNull(count);
  const countError =
    n === null || n < COPY_LIMITS.count.min || n > COPY_LIMITS.count.max
      ? t('copyOne.errors.count')
      : undefined;
  const offsetError = (value: string | number) =>
    numberOrNull(value) === null || Math.abs(Number(value)) > FLOORPLAN.canvas
      ? t('copyOne.errors.offset')
      : undefined;
  const invalid = Boolean(countError || offsetError(offsetX) || offsetError(offsetY));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    try {
      const result = await copyTable({
        id: table.id,
        targetRestaurantId: Number(target),
        count: Number(count),
        offsetX: Number(offsetX),
        offsetY: Number(offsetY),
      }).unwrap();
      notifySuccess(t('copyOne.done', { count: result.tables.length }));
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, t('errors.copy')));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('copyOne.title', { number: table.number })}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <NumberField
            label={t('copyOne.count')}
            min={COPY_LIMITS.count.min}
            max={COPY_LIMITS.count.max}
            allowDecimal={false}
            value={count}
            onChange={setCount}
            error={countError}
            data-autofocus
          />
          <SimpleGrid cols={2}>
            <NumberField
              label={t('copyOne.offsetX')}
              value={offsetX}
              onChange={setOffsetX}
              error={offsetError(offsetX)}
            />
            <NumberField
              label={t('copyOne.offsetY')}
              value={offsetY}
              onChange={setOffsetY}
              error={offsetError(offsetY)}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('copyOne.target')}
            data={restaurants.map((r) => ({ value: String(r.id), label: r.name }))}
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isLoading} disabled={invalid}>
              {t('copyOne.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
