import { Button, Checkbox, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CHAIR } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import {
  CHAIR_EDITOR,
  newChair,
  newRoundChair,
  normaliseGrid,
  resizeChair,
  stepChairZoom,
  type TResolvedChair,
} from '@stol/ui/floorplan';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useUpdateFloorplanMutation } from '../../api/restaurants-api';
import { NAMESPACE } from '../../i18n/translations';
import { useFullScreenModal } from '../tables/shared/use-full-screen-modal';
import { ChairCanvas } from './ChairCanvas';
import {
  chairEditorReducer,
  chairsToSave,
  initialChairEditorState,
  storedOverride,
  type TEditedChair,
} from './chair-editor-state';
import type { TChairEditorDialogProps } from './chair-editor-types';

export type {
  TChairEditorCornerRadii,
  TChairEditorDialogProps,
  TChairEditorTable,
} from './chair-editor-types';
import { NumberField } from '@stol/ui/number-field';

type TNumberValue = number | string;

/**
 * A number input bound to one size of the selected chair: what is typed is kept as typed (so '1' on the way to
 * '12' is not replaced), every number is applied at once within the minimum, and leaving the field shows the
 * value the chair really has.
 */
function SizeInput({
  label,
  value,
  min,
  onValue,
}: {
  label: string;
  value: number;
  min: number;
  onValue: (value: number) => void;
}) {
  const [draft, setDraft] = useState<TNumberValue>(value);
  const [editing, setEditing] = useState(false);
  return (
    <NumberField
      label={label}
      value={editing ? draft : value}
      min={min}
      step={1}
      decimalScale={2}
      w={96}
      onFocus={() => {
        setDraft(value);
        setEditing(true);
      }}
      onBlur={() => setEditing(false)}
      onChange={(next) => {
        setDraft(next);
        if (typeof next === 'number' && Number.isFinite(next)) onValue(Math.max(min, next));
      }}
    />
  );
}

function SelectedChairFields({
  chair,
  onResize,
}: {
  chair: TResolvedChair;
  onResize: (change: { width?: number; height?: number; radius?: number }) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('chairs.size')}>
      {chair.shape === 'rect' ? (
        <>
          <SizeInput
            label={t('chairs.width')}
            value={chair.width}
            min={CHAIR.minSize}
            onValue={(width) => onResize({ width })}
          />
          <SizeInput
            label={t('chairs.height')}
            value={chair.height}
            min={CHAIR.minSize}
            onValue={(height) => onResize({ height })}
          />
        </>
      ) : null}
      <SizeInput
        label={t('chairs.radius')}
        value={chair.shape === 'rect' ? chair.radius : chair.r}
        min={CHAIR.minRadius}
        onValue={(radius) => onResize({ radius })}
      />
    </Group>
  );
}

/** Unsaved chairs and a close asked for (Cancel, the ✕, Escape, a click outside): keep editing or let them go. */
function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Group justify="flex-end" gap="sm" role="group" aria-labelledby={questionId}>
      <Text id={questionId} size="sm" fw={600} role="alert">
        {t('chairs.discardQuestion')}
      </Text>
      <Button ref={keep} variant="default" onClick={onKeep}>
        {t('chairs.keepEditing')}
      </Button>
      <Button color="red.9" onClick={onDiscard}>
        {t('chairs.discard')}
      </Button>
    </Group>
  );
}

interface TChairEditorProps extends TChairEditorDialogProps {
  /** Cancel: closes at once without changes, else asks first (the dialog's own close does the same). */
  onCancel: () => void;
  /** Tells the dialog whether there are changes a close would lose. */
  onDirtyChange: (dirty: boolean) => void;
  /** A close was asked for with changes unsaved: the prompt shows instead of Cancel and Save. */
  confirmingDiscard: boolean;
  onKeepEditing: () => void;
}

/** The dialog's content: mounted on every opening, so it starts from the table's stored chairs each time. */
function ChairEditor({
  onClose,
  onCancel,
  onDirtyChange,
  confirmingDiscard,
  onKeepEditing,
  restaurantId,
  table: tableAtOpen,
  chairs,
  cornerRadii,
  onSaved,
}: TChairEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  // The table as it was when the dialog opened: the chairs are edited around it and saved as offsets from its
  // origin, so a move of the table meanwhile (another editor, a live reload) neither shifts them here nor on save.
  const [table] = useState(tableAtOpen);
  const [state, dispatch] = useReducer(chairEditorReducer, undefined, () =>
    initialChairEditorState(table, chairs),
  );
  const [zoom, setZoom] = useState<number>(CHAIR_EDITOR.zoom.min);
  const [snap, setSnap] = useState(true);
  const [gridInput, setGridInput] = useState<TNumberValue>(CHAIR.grid.default);
  const [announcement, setAnnouncement] = useState('');
  const [updateFloorplan, { isLoading: saving }] = useUpdateFloorplanMutation();
  const [chairElements] = useState(() => new Map<number, SVGGElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => onDirtyChange(state.dirty), [state.dirty, onDirtyChange]);

  const grid = typeof gridInput === 'number' ? normaliseGrid(gridInput, CHAIR.grid.min) : CHAIR.grid.default;
  const selectedIndex = state.chairs.findIndex((c) => c.id === state.selectedId);
  const selected: TEditedChair | undefined = state.chairs[selectedIndex];
  const chairLabel = (index: number) => t('chairs.chair', { index, total: state.chairs.length });

  // After a deletion, focus the chair that took the deleted one's place (else the previous one, else Add chair),
  // so keyboard users are not dropped on the page body.
  const deleteChair = (id: number) => {
    const index = state.chairs.findIndex((c) => c.id === id);
    const next = state.chairs[index + 1] ?? state.chairs[index - 1];
    flushSync(() => dispatch({ type: 'delete', id }));
    ((next ? chairElements.get(next.id) : undefined) ?? addButton.current)?.focus();
  };

  const add = (chair: TResolvedChair) => {
    dispatch({ type: 'add', chair });
    const count = state.chairs.length + 1;
    setAnnouncement(t('chairs.added', { chair: t('chairs.chair', { index: count, total: count }) }));
  };

  const save = async () => {
    if (!state.dirty) {
      onClose();
      return;
    }
    const before = storedOverride(chairs);
    const after = chairsToSave(state, table);
    try {
      await updateFloorplan({
        restaurantId,
        floorplan: { chairOverrides: { [String(table.id)]: after } },
      }).unwrap();
      notifySuccess(t('chairs.saved'));
      onSaved?.(before, after);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, t('errors.chairs')));
    }
  };

  const percent = Math.round(zoom * 100);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('chairs.help')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button ref={addButton} size="xs" variant="default" onClick={() => add(newChair(table))}>
          {t('chairs.add')}
        </Button>
        <Button size="xs" variant="default" onClick={() => add(newRoundChair(table))}>
          {t('chairs.addRound')}
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          disabled={!selected}
          onClick={() => selected && deleteChair(selected.id)}
        >
          {t('chairs.deleteSelected')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            dispatch({ type: 'reset', table, hadOverride: storedOverride(chairs) !== null });
            setAnnouncement('');
          }}
        >
          {t('chairs.reset')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Checkbox
          role="switch"
          label={t('chairs.snap')}
          checked={snap}
          onChange={(event) => setSnap(event.currentTarget.checked)}
          mb={8}
        />
        <NumberField
          label={t('chairs.grid')}
          value={gridInput}
          min={CHAIR.grid.min}
          step={1}
          allowDecimal={false}
          w={88}
          onChange={setGridInput}
        />
        <Group gap={6} role="group" aria-label={t('chairs.zoom')} mb={4}>
          <Button
            variant="default"
            size="sm"
            px="xs"
            miw={36}
            aria-label={t('chairs.zoomOut')}
            disabled={zoom <= CHAIR_EDITOR.zoom.min}
            onClick={() => setZoom((z) => stepChairZoom(z, -1))}
          >
            <span aria-hidden="true">−</span>
          </Button>
          <Text size="sm" w={48} ta="center" aria-live="polite" data-testid="chair-zoom">
            {t('chairs.zoomValue', { percent })}
          </Text>
          <Button
            variant="default"
            size="sm"
            px="xs"
            miw={36}
            aria-label={t('chairs.zoomIn')}
            disabled={zoom >= CHAIR_EDITOR.zoom.max}
            onClick={() => setZoom((z) => stepChairZoom(z, 1))}
          >
            <span aria-hidden="true">+</span>
          </Button>
        </Group>
      </Group>
      <ChairCanvas
        table={table}
        cornerRadii={cornerRadii}
        chairs={state.chairs}
        selectedId={state.selectedId}
        zoom={zoom}
        snap={snap}
        grid={grid}
        label={t('chairs.canvas', { number: table.number, count: state.chairs.length })}
        chairLabel={chairLabel}
        onSelect={(id) => dispatch({ type: 'select', id })}
        onChange={(id, chair) => dispatch({ type: 'change', id, chair })}
        onDelete={deleteChair}
        chairElements={chairElements}
      />
      {selected ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('chairs.selected', { chair: chairLabel(selectedIndex + 1) })}
          </Text>
          <SelectedChairFields
            key={selected.id}
            chair={selected.chair}
            onResize={(change) =>
              dispatch({ type: 'change', id: selected.id, chair: resizeChair(selected.chair, change, table) })
            }
          />
        </Stack>
      ) : (
        <Text size="sm">{t('chairs.noSelection')}</Text>
      )}
      {state.reset ? (
        <Text size="sm" role="status">
          {t('chairs.resetDone')}
        </Text>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {confirmingDiscard ? (
        <DiscardPrompt onKeep={onKeepEditing} onDiscard={onClose} />
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('chairs.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('chairs.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The chair editor dialog of /radmin (staff spec §2 "Chair editor dialog", §3 Chair override, §8, §9; issue 9 §3):
 * one table's chairs, edited on a 600x400 drawing and saved as its floorplan.chairOverrides entry in offset form
 * (PATCH /restaurants/{id}); Reset to generated saves null. Full-screen on phones.
 */
export function ChairEditorDialog(props: TChairEditorDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  // Full-screen on phones, like the page's other modals.
  const phone = useFullScreenModal();
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const close = () => {
    setConfirmingDiscard(false);
    setDirty(false);
    props.onClose();
  };
  // Unsaved chairs are not lost to a stray click or Escape: a close asks first.
  const requestClose = () => (dirty ? setConfirmingDiscard(true) : close());
  return (
    <Modal
      opened={props.opened}
      onClose={requestClose}
      title={t('chairs.title', { number: props.table.number })}
      closeButtonProps={{ 'aria-label': t('chairs.close') }}
      fullScreen={phone}
      size={680}
      centered
    >
      {props.opened ? (
        <ChairEditor
          {...props}
          onClose={close}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          confirmingDiscard={confirmingDiscard}
          onKeepEditing={() => setConfirmingDiscard(false)}
        />
      ) : null}
    </Modal>
  );
}
