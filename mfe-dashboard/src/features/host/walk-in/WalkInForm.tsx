import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { actionErrorMessage } from '@stol/platform';
import { notifyError, notifySuccess } from '@stol/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostSeatNowMutation } from '../../../api/host-api';
import { useControlSize } from '../control-size';
import { NAMESPACE } from '../../../i18n/translations';
import { isValidPartySize, NameAndPhoneInputs, PartySizeInput } from '../party/PartyFields';
import { TableSelect } from '../tables/TableSelect';
import { useFreeTables } from '../tables/use-free-tables';

/** A dark orange for the seats warning: Mantine's orange.9 reaches only 4.3:1 on white. */
const WARNING_TEXT = '#a13d06';

/**
 * Seat a walk-in now (staff spec §5, guest spec §5.5): a table free now with its seats, the party size (1–20),
 * an optional name and phone. Too few seats is warned here and refused by the server; any failure is shown in
 * the form and as a toast.
 */
export function WalkInForm({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const size = useControlSize();
  const headingId = useId();
  const { free, isError, loading } = useFreeTables(restaurantId);
  const [seatNow, { isLoading }] = useHostSeatNowMutation();
  const [tableId, setTableId] = useState('');
  const [party, setParty] = useState('2');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const partySize = Number(party);
  const validParty = isValidPartySize(party);
  const chosen = free.find((f) => String(f.table.id) === tableId)?.table;
  const tooFew = chosen && validParty && partySize > chosen.seats;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !validParty) return;
    setFailure(null);
    try {
      await seatNow({
        restaurantId,
        tableId: chosen.id,
        partySize,
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
      }).unwrap();
      notifySuccess(t('host.walkIn.seated', { count: partySize, number: chosen.number }));
      setTableId('');
      setName('');
      setPhone('');
    } catch (error) {
      const text = actionErrorMessage(error, t('host.walkIn.errors.failed'));
      setFailure(text);
      notifyError(text);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t('host.walkIn.title')}
          </Title>
          {isError && <Text c="red.9">{t('host.walkIn.errors.loadTables')}</Text>}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Box style={{ flex: '2 1 14rem' }}>
              <TableSelect
                label={t('host.walkIn.table')}
                free={free}
                loading={loading}
                value={tableId}
                onChange={setTableId}
              />
            </Box>
            <PartySizeInput value={party} onChange={setParty} flex="1 1 9rem" />
            <NameAndPhoneInputs name={name} phone={phone} onName={setName} onPhone={setPhone} optional />
            <Button
              type="submit"
              size={size}
              loading={isLoading}
              disabled={!chosen || !validParty || !!tooFew}
            >
              {t('host.walkIn.submit')}
            </Button>
          </Group>
          {party !== '' && !validParty && (
            <Text c="red.9" role="status">
              {t('host.waitlist.errors.partySize')}
            </Text>
          )}
          {tooFew && (
            <Text c={WARNING_TEXT} fw={600} role="status">
              {t('host.walkIn.tooFewSeats', { number: chosen.number, seats: chosen.seats })}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
