import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../routes/location';
import { LanguageSelect } from './LanguageSelect';

export function Header({
  title,
  subtitle,
  back,
  logo,
  style,
}: {
  title: string;
  subtitle?: string | null;
  back?: boolean;
  /** A hub's logo (issue 20 §5); decorative, the title names the page. */
  logo?: string | null;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <header className={back ? 'header header-with-back' : 'header'} style={style}>
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
      {logo && <img className="header-logo" src={logo} alt="" />}
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
