import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-translations';
import './skip-link.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first focusable element of every page, hidden until focused. It moves focus to the
 * main landmark itself (not just the scroll position), so the next Tab starts inside the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation(SHELL_NS);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    // The router owns the URL: keep it free of the fragment.
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a className="stol-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('nav.skipToContent')}
    </a>
  );
}
