import { useTranslation } from 'react-i18next';
import { Header } from '../ui/Header';

/** The welcome fallback page (guest spec §2.2 '/'): an origin that belongs to no restaurant. */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <div className="app" style={{}}>
      <Header title="Stol" />
      <main className="page page-center">
        <h2>{t('welcome.title')}</h2>
        <p>{t('welcome.text')}</p>
      </main>
    </div>
  );
}
