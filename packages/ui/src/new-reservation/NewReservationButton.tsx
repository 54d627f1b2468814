import { Button, Modal, type ButtonProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TRestaurantOption } from '@stol/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaBoundary } from '../boundary/AreaBoundary';
import { lazyWithRetry } from '../lazy/lazy-with-retry';
import { LoadingState } from '../states/LoadingState';
import { NEW_RESERVATION_NAMESPACE } from './button-texts';

// The form, its plan, its calls and texts load when the dialog first opens: not part of any page's first load
// (issue 8 weight budgets).
const loadForm = () => import('./NewReservationForm');
const NewReservationForm = lazyWithRetry(loadForm);
/** Starts the download when the host points at or tabs to the button, so the form is there when it opens. */
const preload = () => void loadForm().catch(() => undefined);

/** Mantine's `xs`: a phone gets the dialog full screen. */
const PHONE_QUERY = '(max-width: 36em)';

export interface TNewReservationButtonProps {
  /** The restaurant booked for; null with `restaurants`: the dialog asks which first. */
  restaurantId: number | null;
  restaurants?: readonly TRestaurantOption[];
  size?: ButtonProps['size'];
}

/**
 * 'New reservation' (issue 22 §1): the one button and dialog the day view, the kiosk and /reservations share.
 * A booking made here refreshes every list of the restaurant (the 'Reservations' tag, then the live event).
 */
export function NewReservationButton({ restaurantId, restaurants, size }: TNewReservationButtonProps) {
  const { t } = useTranslation(NEW_RESERVATION_NAMESPACE);
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const close = () => setOpened(false);
  return (
    <>
      <Button size={size} onClick={() => setOpened(true)} onFocus={preload} onMouseEnter={preload}>
        {t('open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('title')}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <AreaBoundary name="new-reservation">
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <NewReservationForm restaurantId={restaurantId} restaurants={restaurants} onDone={close} />
          </Suspense>
        </AreaBoundary>
      </Modal>
    </>
  );
}
