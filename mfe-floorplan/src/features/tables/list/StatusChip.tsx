import { Badge } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { statusKey } from './table-label';

/**
 * Shades dark enough for white text at 4.5:1 (axe colour contrast): Mantine's green.9 and orange.9 give only
 * 4.37 and 4.3, so those two are darker still.
 */
const COLOUR: Record<TTable['status'], string> = {
  available: '#237a35',
  reserved: 'red.9',
  maintenance: '#c2410c',
};

/** Available, Reserved or Held (maintenance). */
export function StatusChip({ status }: { status: TTable['status'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge color={COLOUR[status]} variant="filled" size="sm">
      {t(statusKey(status))}
    </Badge>
  );
}
