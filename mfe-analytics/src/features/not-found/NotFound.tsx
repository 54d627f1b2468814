import { NotFoundState } from '@stol/ui/not-found';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** Any unknown path under the analytics mount points. */
export function NotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <NotFoundState title={t('notFound.title')} backLabel={t('notFound.back')} backTo={basePath} />;
}
