import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The back office's hostname (guest spec §2.1) shows the back office: the browser is sent to it. */
export function SendToBackOffice({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => window.location.replace(url), [url]);
  return (
    <main className="page page-center">
      <p role="status">
        <a href={url}>{t('common.toBackOffice')}</a>
      </p>
    </main>
  );
}
