import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLargePartyRequest, TTable } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { ConfirmDialog } from '@stol/ui/confirm';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { ManualTablePicker } from './ManualTablePicker';
import { SuggestedTableSets } from './SuggestedTableSets';
import { useLargePartyActions } from './use-large-party-actions';

/** Tables a party can be seated at (the server refuses held ones), in number order. */
const bookable = (tables: readonly TTable[]) =>
  tables.filter((table) => table.status !== 'maintenance').sort((a, b) => a.number - b.number);

/**
 * One pending request: who, when, how many, how to reach them; the suggested tables; manual choice; cancel (named
 * and confirmed, issue 19 §4).
 */
export function LargePartyRequestCard({
  request,
  tables,
}: {
  request: TLargePartyRequest;
  tables: readonly TTable[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const pickerId = useId();
  const actions = useLargePartyActions(request);
  const [manual, setManual] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const when = formatZagreb(request.requestedAt, 'dd.MM.yyyy. HH:mm');
  const named = { name: request.name, guests: request.guests, when };
  const cancel = async () => {
    await actions.cancel();
    setConfirming(false);
  };
  const details: Array<[string, string]> = [
    [t('largeParty.when'), when],
    [t('largeParty.guests'), String(request.guests)],
    [t('largeParty.phone'), request.phone],
    [t('largeParty.email'), request.email ?? '—'],
  ];
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-large-party-id={request.id}
    >
      <Stack gap="sm">
        <Title id={titleId} order={3} size="h5">
          {t('largeParty.request', { name: request.name, guests: request.guests })}
        </Title>
        <Group gap="lg" component="dl" style={{ margin: 0 }}>
          {details.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Group>
        <div>
          <Text size="sm" fw={600} mb={6}>
            {t('largeParty.suggested')}
          </Text>
          <SuggestedTableSets requestId={request.id} disabled={actions.busy} onSeat={actions.convert} />
        </div>
        {manual && (
          <div id={pickerId}>
            <ManualTablePicker
              name={request.name}
              tables={bookable(tables)}
              disabled={actions.busy}
              onSeat={actions.convert}
            />
          </div>
        )}
        {actions.error && (
          <Alert color="red" role="alert" p="xs">
            {actions.error}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            aria-expanded={manual}
            aria-controls={manual ? pickerId : undefined}
            onClick={() => setManual((m) => !m)}
          >
            {manual ? t('largeParty.hideTables') : t('largeParty.chooseTables')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            disabled={actions.busy}
            // Issue 19 §4: the list reorders live; the name says whose request this is, and the dialog asks.
            aria-label={t('largeParty.cancelNamed', named)}
            onClick={() => setConfirming(true)}
          >
            {t('largeParty.cancel')}
          </Button>
        </Group>
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => void cancel()}
          loading={actions.busy}
          labels={{
            title: t('largeParty.confirmCancel.title', named),
            message: t('largeParty.confirmCancel.message', named),
            confirm: t('largeParty.confirmCancel.confirm', named),
            cancel: t('largeParty.confirmCancel.keep'),
            close: t('largeParty.confirmCancel.close'),
          }}
        />
      </Stack>
    </Paper>
  );
}
