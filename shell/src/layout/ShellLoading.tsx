import { useTranslation } from 'react-i18next';
import { LoadingState } from '@stol/ui';
import { SHELL_NS } from '../i18n/shell-translations';

/** What shows while a part of the shell's own code arrives (the router, the signed-in frame). */
export function ShellLoading() {
  const { t } = useTranslation(SHELL_NS);
  return <LoadingState label={t('loading')} />;
}
