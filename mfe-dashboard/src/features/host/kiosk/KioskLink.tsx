import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../i18n/translations';

/** The way to /kiosk (the shell lists it in no nav, guest spec §2.10): from the restaurant dashboard. */
export function KioskLink() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button component={Link} to="/kiosk" variant="light">
      {t('host.kiosk.open')}
    </Button>
  );
}
