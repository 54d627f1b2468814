import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import type { TChange } from '../history/history';
import { DETAIL_FIELDS, detailChange, detailValues, validateDetail, type TDetailValues } from './detail-form';
import { NumberField } from '@stol/ui/number-field';

/**
 * Superadmin only (the server refuses number, seats and size from anyone else): number, seats, width and
 * height of the selected table. Keyed by table (and its server values) by the caller, so it starts fresh.
 */
export function TableDetailEditor({ table, onSaved }: { table: TTable; onSaved: (change: TChange) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<TDetailValues>(() => detailValues(table));
  const [errors, setErrors] = useState<ReturnType<typeof validateDetail>>({});
  const [patchTable, { isLoading }] = usePatchTableMutation();
  const { before, after } = detailChange(table, values);
  const changed = Object.keys(after).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetail(table, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !changed) return;
    try {
      await patchTable({ id: table.id, restaurantId: table.restaurantId, patch: after }).unwrap();
      notifySuccess(t('detail.saved'));
      onSaved({ kind: 'table', restaurantId: table.restaurantId, tableId: table.id, before, after });
    } catch (error) {
      notifyError(errorMessage(error, t('errors.update')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('detail.title')}>
      <Stack gap="xs">
        <SimpleGrid cols={2} spacing="xs">
          {DETAIL_FIELDS.map((key) => (
            <NumberField
              key={key}
              size="xs"
              label={t(`fields.${key}`)}
              value={values[key]}
              allowDecimal={false}
              onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
              error={errors[key] ? t(errors[key]) : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={isLoading} disabled={!changed}>
            {t('detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
