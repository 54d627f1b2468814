import { Button } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * The Resolve / Hide button of a row and of a phone card: its name holds its visible text (axe
 * label-content-name) and names the reservation; it controls the panel while that is open.
 */
export function ResolveToggle({
  open,
  onToggle,
  panelId,
  label,
  style,
  field,
}: {
  open: boolean;
  onToggle: () => void;
  panelId: string;
  label: string;
  style?: CSSProperties;
  field?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button
      size="xs"
      variant={open ? 'filled' : 'default'}
      color={open ? 'stol.9' : undefined}
      style={style}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={t(open ? 'resolve.closeLabel' : 'resolve.openLabel', { label })}
      onClick={onToggle}
      data-field={field}
    >
      {open ? t('resolve.close') : t('resolve.open')}
    </Button>
  );
}
