import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../routes/location';
import { LanguageSelect } from './LanguageSelect';

export function Header({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle?: string | null;
  back?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className={back ? 'header header-with-back' : 'header'}>
      {back && (
        <a
          className="back"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            if (window.history.length > 1) window.history.back();
            else navigate('/');
          }}
        >
          <span aria-hidden="true">←</span> {t('common.back')}
        </a>
      )}
      <div className="header-text">
        <h1 className="header-title">{title}</h1>
        {subtitle && <p className="header-sub">{subtitle}</p>}
      </div>
      <LanguageSelect />
    </header>
  );
}

export function Banner({ tone, children }: { tone: 'info' | 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`banner banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
