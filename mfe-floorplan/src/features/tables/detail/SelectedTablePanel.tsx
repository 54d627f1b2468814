import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TFloorplan, TRestaurant, TTable } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { EditChairs } from '../chairs/EditChairs';
import { CopyTableModal } from '../copy/CopyTableModal';
import type { TChange } from '../history/history';
import { StatusChip } from '../list/StatusChip';
import type { TFloorPermissions } from '../permissions';
import { CornerRadiiEditor } from '../styles/CornerRadiiEditor';
import { DeleteTableDialog } from './DeleteTableDialog';
import { MaintenanceToggle } from './MaintenanceToggle';
import { TableDetailEditor } from './TableDetailEditor';

interface SelectedTablePanelProps {
  table: TTable;
  floorplan: TFloorplan | undefined;
  restaurants: readonly TRestaurant[];
  permissions: TFloorPermissions;
  onChange: (change: TChange) => void;
  onDeleted: () => void;
}

/** What can be done to the selected table, per role (staff spec §6): each control only for who may use it. */
export function SelectedTablePanel({
  table,
  floorplan,
  restaurants,
  permissions,
  onChange,
  onDeleted,
}: SelectedTablePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const [dialog, setDialog] = useState<'delete' | 'copy' | null>(null);
  const [deleteRefused, setDeleteRefused] = useState(false);
  const style = floorplan?.tableStyles?.[String(table.id)];
  const key = `${table.id}-${table.number}-${table.seats}-${table.width}-${table.height}`;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('detail.title', { number: table.number })}
        </Title>
        <StatusChip status={table.status} />
      </Group>
      {permissions.design ? (
        <TableDetailEditor key={key} table={table} onSaved={onChange} />
      ) : (
        <Text size="sm">
          {t('detail.summary', { count: table.seats, width: table.width, height: table.height })}
        </Text>
      )}
      {permissions.maintenance ? <MaintenanceToggle table={table} onSaved={onChange} /> : null}
      {permissions.design ? (
        <>
          <CornerRadiiEditor
            key={`${table.id}-${JSON.stringify(style)}`}
            table={table}
            style={style}
            onSaved={onChange}
          />
          <EditChairs
            table={table}
            chairs={floorplan?.chairOverrides?.[String(table.id)]}
            cornerRadii={style}
            onSaved={onChange}
          />
        </>
      ) : null}
      {permissions.design || permissions.delete || permissions.explainDelete ? (
        <Group gap="xs">
          {permissions.design ? (
            <Button size="xs" variant="default" onClick={() => setDialog('copy')}>
              {t('copyOne.open')}
            </Button>
          ) : null}
          {permissions.delete || permissions.explainDelete ? (
            <Button
              size="xs"
              color="red.9"
              variant="outline"
              onClick={() => (permissions.delete ? setDialog('delete') : setDeleteRefused(true))}
            >
              {t('delete.open')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {deleteRefused ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setDeleteRefused(false)}
        >
          {t('delete.notAllowed')}
        </Alert>
      ) : null}
      {dialog === 'copy' ? (
        <CopyTableModal table={table} restaurants={restaurants} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteTableDialog table={table} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      ) : null}
    </Stack>
  );
}
