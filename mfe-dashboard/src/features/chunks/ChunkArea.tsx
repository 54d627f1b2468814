import { AreaBoundary, LoadingState } from '@stol/ui';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/**
 * A part of this remote that is a chunk of its own (the kiosk, the superadmin's and the managers' dashboards, a
 * manager's day page): the remote's loading notice while it comes in, and Try again here if it fails to load
 * (issue 19 §1), retried by itself when the browser is back online.
 */
export function ChunkArea({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AreaBoundary name={name}>
      <Suspense fallback={<LoadingState label={t('loading')} />}>{children}</Suspense>
    </AreaBoundary>
  );
}
