import { useTranslation } from 'react-i18next';
import type { TBotStatus } from './use-bot-proof';

/**
 * What the bot check is doing, for everyone: a polite live region (screen readers hear "running…" then
 * "complete" without losing their place), and a retry when it could not run. No puzzle: it solves by itself.
 */
export function BotCheckStatus({ status, onRetry }: { status: TBotStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  return (
    <div className="bot-check">
      <p className="muted bot-check-status" role="status" aria-live="polite">
        {status === 'solving' && (
          <>
            <span className="bot-check-spinner" aria-hidden="true" />
            {t('botCheck.solving')}
          </>
        )}
        {status === 'ready' && t('botCheck.ready')}
        {status === 'failed' && t('botCheck.failed')}
      </p>
      {status === 'failed' && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('botCheck.retry')}
        </button>
      )}
    </div>
  );
}
