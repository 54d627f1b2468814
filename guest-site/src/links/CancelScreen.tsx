import { useTranslation } from 'react-i18next';
import { Header } from '../ui/Header';
import { CancelCard } from './CancelCard';

/**
 * The cancel screen (guest spec §2.5), shown in place rather than redirecting to the restaurant page with
 * ?cancelToken: the same details and the same two buttons, one request less. (The restaurant page still opens
 * them as a dialog for a ?cancelToken link.)
 */
export function CancelScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <Header title={t('cancel.title')} />
      <main className="page page-narrow">
        <CancelCard token={token} />
      </main>
    </div>
  );
}
