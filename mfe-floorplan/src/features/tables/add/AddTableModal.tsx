import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpsertTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { useFullScreenModal } from '../shared/use-full-screen-modal';
import {
  addTableDefaults,
  CORNERS,
  toUpsertBody,
  validateAddTable,
  type TAddTableErrors,
  type TAddTableValues,
} from './add-table-form';
import { NumberField } from '@stol/ui/number-field';

interface AddTableModalProps {
  opened: boolean;
  onClose: () => void;
  restaurantId: number;
  tables: readonly TTable[];
  onAdded: (table: TTable) => void;
}

/** Superadmin: a new table (staff spec §2, §5, §9). Server errors show in the modal and as a toast. */
export function AddTableModal({ opened, onClose, restaurantId, tables, onAdded }: AddTableModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const fullScreen = useFullScreenModal();
  const [values, setValues] = useState<TAddTableValues>(() => addTableDefaults(tables));
  const [errors, setErrors] = useState<TAddTableErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [upsert, { isLoading }] = useUpsertTableMutation();

  const field = (key: keyof TAddTableValues) => ({
    value: values[key],
    onChange: (value: string | number) => setValues((current) => ({ ...current, [key]: value })),
    error: errors[key] ? t(errors[key]) : undefined,
    allowDecimal: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddTable(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    try {
      const table = await upsert(toUpsertBody(restaurantId, values)).unwrap();
      notifySuccess(t('add.added', { number: table.number }));
      onAdded(table);
      onClose();
      setValues(addTableDefaults([...tables, table]));
    } catch (error) {
      const message = errorMessage(error, t('errors.add'));
      setServerError(message);
      notifyError(message);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('add.title')}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <SimpleGrid cols={2}>
            <NumberField label={t('fields.number')} required data-autofocus {...field('number')} />
            <NumberField label={t('fields.seats')} required {...field('seats')} />
            <NumberField label={t('fields.x')} required {...field('x')} />
            <NumberField label={t('fields.y')} required {...field('y')} />
            <NumberField label={t('fields.width')} {...field('width')} />
            <NumberField label={t('fields.height')} {...field('height')} />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('corners.title')}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4 }}>
            {CORNERS.map((corner) => (
              <NumberField key={corner} label={t(`corners.${corner}`)} {...field(corner)} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
