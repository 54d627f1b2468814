import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { TRestaurant } from '@stol/contracts';
import { notifySuccess } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyTablesMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import { useBlockingAlert } from '../shared/use-blocking-alert';
import { useFullScreenModal } from '../shared/use-full-screen-modal';

interface CopyTablesModalProps {
  onClose: () => void;
  target: TRestaurant;
  restaurants: readonly TRestaurant[];
}

type TMode = 'append' | 'replace';

/**
 * Superadmin: every table of another restaurant into this one (staff spec §2, §5). Replace removes this
 * restaurant's tables, so it needs an explicit confirmation; a 409 listing the reservations in the way stays
 * in the modal.
 */
export function CopyTablesModal({ onClose, target, restaurants }: CopyTablesModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const fullScreen = useFullScreenModal();
  const [source, setSource] = useState<string | null>(null);
  const [mode, setMode] = useState<TMode>('append');
  const [confirmed, setConfirmed] = useState(false);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const blocking = useBlockingAlert();
  const [copyTables, { isLoading }] = useCopyTablesMutation();
  const sources = restaurants.filter((r) => r.id !== target.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source) {
      setSourceError(t('copyAll.chooseSource'));
      return;
    }
    if (mode === 'replace' && !confirmed) return;
    await blocking.run(async () => {
      const result = await copyTables({
        sourceRestaurantId: Number(source),
        targetRestaurantId: target.id,
        mode,
      }).unwrap();
      notifySuccess(t('copyAll.done', { count: result.tables.length }));
      onClose();
    }, t('errors.copy'));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('copyAll.title', { name: target.name })}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t('copyAll.source')}
            data={[
              { value: '', label: t('copyAll.sourcePlaceholder') },
              ...sources.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
            value={source ?? ''}
            onChange={(event) => {
              setSource(event.currentTarget.value || null);
              setSourceError(null);
            }}
            error={sourceError}
            required
            data-autofocus
          />
          <NativeSelect
            label={t('copyAll.mode')}
            data={[
              { value: 'append', label: t('copyAll.append') },
              { value: 'replace', label: t('copyAll.replace') },
            ]}
            value={mode}
            onChange={(event) => {
              setMode(event.currentTarget.value as TMode);
              setConfirmed(false);
            }}
          />
          {mode === 'replace' ? (
            <Stack gap="xs">
              <Text size="sm" c="red.9">
                {t('copyAll.replaceWarning', { name: target.name })}
              </Text>
              <Checkbox
                label={t('copyAll.confirmReplace', { name: target.name })}
                checked={confirmed}
                onChange={(event) => setConfirmed(event.currentTarget.checked)}
              />
            </Stack>
          ) : null}
          {blocking.alert}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              color={mode === 'replace' ? 'red.9' : undefined}
              loading={isLoading}
              disabled={mode === 'replace' && !confirmed}
            >
              {mode === 'replace' ? t('copyAll.submitReplace') : t('copyAll.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
