import {
  Alert,
  Button,
  Checkbox,
  Group,
  InputBase,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  HOST_PARTY_SIZE,
  idempotencyKeys,
  RESERVATION_NOTES_MAX,
  type TAvailabilitySlot,
  type TCreateReservationInput,
  type TRestaurantOption,
  type TTable,
} from '@stol/contracts';
import { useCreateReservationMutation } from '@stol/platform/new-reservation';
import { formatZagreb, zagrebDayKey } from '@stol/platform/time';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../notify/notify';
import { NumberField, type TNumberFieldValue } from '../number-field';
import { LoadingState } from '../states/LoadingState';
import { bestTableAt, tableFor, tableStateAt } from './booking-choice';
import { NEW_RESERVATION_NAMESPACE } from './button-texts';
import { bookingFailure, conflictTimes, type TFailure } from './failure';
import { TableChoice } from './TableChoice';
import { TimeGrid } from './TimeGrid';
import { useNewReservationData } from './use-new-reservation-data';
import './translations';

export interface TNewReservationFormProps {
  /** The restaurant booked for; null: the host chooses among `restaurants` first. */
  restaurantId: number | null;
  restaurants?: readonly TRestaurantOption[];
  /** The booking was made (the toast has said so) or the host cancelled. */
  onDone: () => void;
}

const partySize = (value: TNumberFieldValue): number | null =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= HOST_PARTY_SIZE.min &&
  value <= HOST_PARTY_SIZE.max
    ? value
    : null;

/**
 * 'New reservation' (issue 22 §1): a phone booking typed without the mouse. Party size (focused first), date,
 * the day's times with their reasons, the best-fitting free table (or one picked on the plan), name, phone,
 * email and notes; Enter books. A failure is said here; when nothing reached the server, what was typed stays
 * and Book sends the same booking again (same Idempotency-Key).
 */
export default function NewReservationForm({
  restaurantId: fixedRestaurant,
  restaurants,
  onDone,
}: TNewReservationFormProps) {
  const { t, i18n } = useTranslation(NEW_RESERVATION_NAMESPACE);
  const ids = { time: useId(), failure: useId() };
  const form = useRef<HTMLFormElement>(null);
  const partySizeInput = useRef<HTMLInputElement>(null);
  // The party size is asked first. The dialog's own first focus ran while this form was still loading (its
  // first opening), so the form takes it itself.
  useEffect(() => {
    partySizeInput.current?.focus();
    partySizeInput.current?.select();
  }, []);
  const today = zagrebDayKey();
  const [chosenRestaurant, setChosenRestaurant] = useState('');
  const [guestsValue, setGuestsValue] = useState<TNumberFieldValue>(2);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [overCapacity, setOverCapacity] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [keyFor] = useState(idempotencyKeys);
  const [create, { isLoading: booking }] = useCreateReservationMutation();

  const restaurantId = fixedRestaurant ?? (chosenRestaurant ? Number(chosenRestaurant) : null);
  const guests = partySize(guestsValue);
  const { times, openAt, tables, floorplan } = useNewReservationData({
    restaurantId,
    date,
    guests,
    overCapacity,
  });
  const slots = times.data?.slots ?? [];
  const bookable = (slot: TAvailabilitySlot) =>
    bestTableAt(slot, tables, overCapacity, openAt(slot)) !== null;
  const slot = slots.find((s) => s.time === time && bookable(s)) ?? null;
  const tableId = slot ? tableFor(slot, tables, picked, overCapacity, openAt(slot)) : null;
  const table = tables.find((tb) => tb.id === tableId);
  const stateOf = (tb: TTable) => (slot ? tableStateAt(tb, slot, openAt(slot)) : 'taken');

  const errors = {
    restaurant: restaurantId === null ? t('errors.restaurant') : null,
    guests: guests === null ? t('errors.guests') : null,
    date: date === '' ? t('errors.date') : date < today ? t('errors.pastDate') : null,
    time: restaurantId !== null && guests !== null && !slot ? t('errors.time') : null,
    table: slot && !table ? t('errors.table') : null,
    name: name.trim() === '' ? t('errors.name') : null,
    phone: phone.trim() === '' ? t('errors.phone') : null,
  };
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);

  const submit = async () => {
    setTried(true);
    if (Object.values(errors).some(Boolean) || !slot || !table || restaurantId === null || guests === null) {
      // The first field to fix takes the focus (after the errors are drawn).
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"]:is(input, select, textarea), [aria-invalid="true"] input:not(:disabled)',
          )
          ?.focus(),
      );
      return;
    }
    const body: TCreateReservationInput = {
      restaurantId,
      tableId: table.id,
      date: slot.start,
      guests,
      name: name.trim(),
      phone: phone.trim(),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(table.seats < guests ? { allowOverCapacity: true } : {}),
      // The guest's confirmation in the language the host speaks with them (the screen's).
      language: i18n.language === 'en' ? 'en' : 'hr',
    };
    setFailure(null);
    try {
      const { reservation } = await create({ body, idempotencyKey: keyFor(body) }).unwrap();
      notifySuccess(
        t('booked', {
          name: reservation.name,
          number: reservation.table.number,
          date: formatZagreb(reservation.date, 'dd.MM.yyyy.'),
          time: formatZagreb(reservation.date, 'HH:mm'),
          guests: reservation.guests,
        }),
      );
      onDone();
    } catch (error) {
      const next = bookingFailure(error, { failed: t('errors.failed'), offline: t('errors.offline') });
      setFailure(next);
      // Refused (taken meanwhile, a closed time…): what is free is asked again.
      if (!next.offline) void times.refetch();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Enter on the checkbox books, as it does in the text fields.
  const enterSubmits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    form.current?.requestSubmit();
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-describedby={failure ? ids.failure : undefined}>
      <Stack gap="sm">
        {fixedRestaurant === null && (
          <NativeSelect
            label={t('restaurant')}
            required
            value={chosenRestaurant}
            onChange={(event) => setChosenRestaurant(event.currentTarget.value)}
            data={[
              { value: '', label: t('chooseRestaurant') },
              ...(restaurants ?? []).map((r) => ({ value: String(r.id), label: r.name })),
            ]}
            error={shown('restaurant')}
          />
        )}
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <NumberField
            ref={partySizeInput}
            label={t('guests')}
            data-autofocus
            required
            allowDecimal={false}
            min={HOST_PARTY_SIZE.min}
            max={HOST_PARTY_SIZE.max}
            value={guestsValue}
            onChange={setGuestsValue}
            error={shown('guests')}
            style={{ minWidth: '7rem' }}
          />
          <TextInput
            label={t('date')}
            type="date"
            required
            min={today}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={shown('date')}
            style={{ minWidth: '10rem' }}
          />
        </Group>
        {restaurantId !== null && guests !== null && date !== '' && (
          <TimesArea
            loading={times.isLoading || (times.isFetching && !times.data)}
            failed={times.isError && !times.data}
            closed={!!times.data?.closed}
            onRetry={() => void times.refetch()}
          >
            <TimeGrid
              slots={slots}
              time={slot?.time ?? null}
              bookable={bookable}
              onTime={(next) => {
                setTime(next);
                setFailure(null);
              }}
              onSubmit={() => form.current?.requestSubmit()}
              error={shown('time')}
              errorId={ids.time}
            />
            {shown('time') && (
              <Text id={ids.time} size="sm" c="red.8">
                {shown('time')}
              </Text>
            )}
          </TimesArea>
        )}
        <TableChoice
          tables={tables}
          floorplan={floorplan}
          time={slot?.time ?? null}
          guests={guests ?? 0}
          tableId={tableId}
          best={tableId !== picked}
          overCapacity={overCapacity}
          stateOf={stateOf}
          onPick={(tb) => setPicked(tb.id)}
        />
        <Checkbox
          label={t('overCapacity')}
          description={t('overCapacityHint')}
          checked={overCapacity}
          onChange={(event) => setOverCapacity(event.currentTarget.checked)}
          onKeyDown={enterSubmits}
        />
        <TextInput
          label={t('name')}
          required
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={shown('name')}
        />
        <TextInput
          label={t('phone')}
          description={t('phoneHint')}
          required
          type="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={shown('phone')}
        />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <InputBase
          component="textarea"
          multiline
          label={t('notes')}
          description={t('notesHint', { count: notes.length, max: RESERVATION_NOTES_MAX })}
          maxLength={RESERVATION_NOTES_MAX}
          rows={2}
          value={notes}
          onChange={(event) => setNotes((event.currentTarget as unknown as HTMLTextAreaElement).value)}
          styles={{ input: { resize: 'vertical' } }}
        />
        {failure && (
          <Alert color="red" role="alert" id={ids.failure}>
            <Text size="sm">{failure.message}</Text>
            {failure.conflicts.map((conflict) => (
              <Text size="sm" key={`${conflict.tableNumber}-${conflict.conflictStart}`}>
                {t('conflict', conflictTimes(conflict))}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={booking}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TimesArea({
  loading,
  failed,
  closed,
  onRetry,
  children,
}: {
  loading: boolean;
  failed: boolean;
  closed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NEW_RESERVATION_NAMESPACE);
  if (loading) return <LoadingState label={t('timesLoading')} />;
  if (failed)
    return (
      <Alert color="red">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('timesFailed')}</Text>
          <Button size="compact-sm" variant="default" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Stack gap={4}>
      {closed && <Text size="sm">{t('closedDay')}</Text>}
      {children}
    </Stack>
  );
}
