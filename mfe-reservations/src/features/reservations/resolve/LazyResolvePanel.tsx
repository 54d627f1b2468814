import { AreaBoundary, LoadingState, lazyWithRetry } from '@stol/ui';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

// Opened per row or card on demand, with its date-time picker (@mantine/dates, dayjs, their CSS): not part of
// the first view of /reservations (issue 8 §1). A failed load is retried, then shown in this panel only with Try
// again (issue 19 §1).
const ResolvePanel = lazyWithRetry(() => import('./ResolvePanel').then((m) => ({ default: m.ResolvePanel })));

/** The Resolve panel, loaded when a reservation's Resolve is first pressed. */
export function LazyResolvePanel(props: ComponentProps<typeof ResolvePanel>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AreaBoundary name="resolve-panel">
      <Suspense fallback={<LoadingState label={t('loading')} />}>
        <ResolvePanel {...props} />
      </Suspense>
    </AreaBoundary>
  );
}
