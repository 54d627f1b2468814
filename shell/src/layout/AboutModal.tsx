import { Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '../app-version';
import { SHELL_NS } from '../i18n/shell-translations';
import { useLoadedRemotes } from '../remotes/remote-context';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * A build version ('0.1.0+1e4c582.20261127T142956Z') and an entry URL have no spaces: a cell may break them
 * anywhere, so the table's narrowest width is what a phone has (390 px), not the strings' length.
 */
const FITS_A_PHONE = { overflowWrap: 'anywhere' } as const;

/**
 * The About/profile dialog: the signed-in user's own password (issue 23 §7), then which build of the shell and of
 * each loaded remote is running, and where each remote came from.
 */
export function AboutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const loaded = useLoadedRemotes();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('about.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('about.close') }}
    >
      <Stack>
        <ChangePasswordForm />
        {/* A plain rule: Mantine's Divider would join the shared @mantine/core every page loads. */}
        <hr
          style={{ width: '100%', margin: 0, border: 0, borderTop: '1px solid var(--mantine-color-gray-3)' }}
        />
        <Text size="sm">
          {t('about.shellVersion')}:{' '}
          <Text span ff="monospace">
            {SHELL_VERSION}
          </Text>
        </Text>
        <Text fw={600}>{t('about.remotes')}</Text>
        {loaded.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('about.none')}
          </Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('about.remote')}</Table.Th>
                <Table.Th>{t('about.version')}</Table.Th>
                <Table.Th>{t('about.entry')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaded.map((remote) => (
                <Table.Tr key={remote.name}>
                  <Table.Td style={FITS_A_PHONE}>{remote.name}</Table.Td>
                  <Table.Td ff="monospace" style={FITS_A_PHONE}>
                    {remote.version ?? t('about.unknownVersion')}
                  </Table.Td>
                  <Table.Td ff="monospace" style={FITS_A_PHONE}>
                    {remote.entry}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
