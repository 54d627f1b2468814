import { Badge } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { statusKey } from './table-label';

/** Dark shades so the light badge text keeps 4.5:1 (axe colour contrast). */
const COLOUR: Record<TTable['status'], string> = {
  available: 'green.9',
  reserved: 'red.9',
  maintenance: 'orange.9',
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
