import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TRestaurant } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { ErrorState } from '@stol/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFloorTablesQuery } from '../../api/tables-api';
import { NAMESPACE } from '../../i18n/translations';
import { AddTableModal } from './add/AddTableModal';
import { FloorPlanCanvas } from './canvas/FloorPlanCanvas';
import { DEFAULT_GRID, GridControls } from './canvas/GridControls';
import { useTableMoves } from './canvas/use-table-moves';
import { CopyTablesModal } from './copy/CopyTablesModal';
import { SelectedTablePanel } from './detail/SelectedTablePanel';
import { UndoRedo } from './history/UndoRedo';
import { useEditorHistory } from './history/use-editor-history';
import { TablesList } from './list/TablesList';
import { TablesLiveReload } from './live/TablesLiveReload';
import type { TFloorPermissions } from './permissions';

/** Mantine's `md` breakpoint: from there the plan and the side column sit side by side. */
const WIDE_QUERY = '(min-width: 62em)';

interface TablesEditorProps {
  restaurant: TRestaurant;
  restaurants: readonly TRestaurant[];
  permissions: TFloorPermissions;
  /** The restaurant selector, or the restaurant's name for a user with one restaurant. */
  restaurantControl: ReactNode;
}

/** One restaurant's tables: toolbar, canvas, selected table and list (staff spec §2 "Tables management"). */
export function TablesEditor({ restaurant, restaurants, permissions, restaurantControl }: TablesEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const tables = useListFloorTablesQuery(restaurant.id);
  const history = useEditorHistory(restaurant.id);
  const { shown, moveTo } = useTableMoves(restaurant.id, tables.data ?? [], history.record);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [grid, setGrid] = useState(DEFAULT_GRID);
  const [modal, setModal] = useState<'add' | 'copy' | null>(null);
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false }) ?? true;
  const selected = tables.data?.find((table) => table.id === selectedId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        {restaurantControl}
        <Group gap="xs" wrap="wrap">
          {permissions.move || permissions.design || permissions.maintenance ? (
            <UndoRedo history={history} />
          ) : null}
          {permissions.design ? (
            <>
              <Button size="sm" onClick={() => setModal('add')} disabled={!tables.data}>
                {t('add.open')}
              </Button>
              <Button size="sm" variant="default" onClick={() => setModal('copy')}>
                {t('copyAll.open')}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      {tables.isError ? (
        <ErrorState
          message={errorMessage(tables.error, t('errors.load'))}
          onRetry={() => void tables.refetch()}
          retryLabel={t('retry')}
        />
      ) : null}
      {/* A plain CSS grid (Box), not Mantine's Grid: every Mantine component used anywhere is in the shared,
          tree-shaken copy that /login downloads (packages/config/rspack/used-exports.mjs). */}
      <Box
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-md)',
          gridTemplateColumns: wide ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('canvas.title')}
            </Title>
            <GridControls value={grid} onChange={setGrid} />
            {tables.isLoading ? (
              <Skeleton w="100%" maw={920} style={{ aspectRatio: '1' }} aria-label={t('loading')} />
            ) : (
              <FloorPlanCanvas
                restaurantName={restaurant.name}
                tables={shown}
                floorplan={restaurant.floorplan}
                grid={grid}
                selectedId={selectedId}
                onSelect={setSelectedId}
                canMove={permissions.move}
                onMove={moveTo}
              />
            )}
          </Stack>
        </Paper>
        <Stack gap="md">
          <Paper withBorder p="sm">
            {selected ? (
              <SelectedTablePanel
                // Another table starts with its own dialogs and messages closed.
                key={selected.id}
                table={selected}
                floorplan={restaurant.floorplan}
                restaurants={restaurants}
                permissions={permissions}
                onChange={history.record}
                onDeleted={() => setSelectedId(null)}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.none')}
              </Text>
            )}
          </Paper>
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('list.title')}
              </Title>
              {tables.data ? (
                <TablesList tables={tables.data} selectedId={selectedId} onSelect={setSelectedId} />
              ) : null}
            </Stack>
          </Paper>
        </Stack>
      </Box>
      {modal === 'add' && tables.data ? (
        <AddTableModal
          opened
          onClose={() => setModal(null)}
          restaurantId={restaurant.id}
          tables={tables.data}
          onAdded={(table) => setSelectedId(table.id)}
        />
      ) : null}
      {modal === 'copy' ? (
        <CopyTablesModal target={restaurant} restaurants={restaurants} onClose={() => setModal(null)} />
      ) : null}
      <TablesLiveReload restaurantId={restaurant.id} />
    </Stack>
  );
}
