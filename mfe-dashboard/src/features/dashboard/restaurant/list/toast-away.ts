import { NOTIFICATION_AUTO_CLOSE_MS, showToast } from '@stol/ui';
import type { ReactNode } from 'react';
import { TABLET_QUERY } from '../../../../layout/media-queries';

type TPosition = 'bottom-right' | 'top-center' | 'bottom-center';

/**
 * Where a day-view toast goes so it never covers the row being worked on (issue 22 §4). From a tablet up the list
 * is the left column and the toast sits bottom-right, over the side column (the plan, the door). On a phone the
 * list is the whole width: the toast goes to the half of the screen away from the control just used.
 */
export function awayFromTheRow(): TPosition {
  if (typeof window === 'undefined' || window.matchMedia?.(TABLET_QUERY).matches !== false)
    return 'bottom-right';
  const control = document.activeElement;
  if (!control || control === document.body) return 'bottom-center';
  const { top, height } = control.getBoundingClientRect();
  return top + height / 2 > window.innerHeight / 2 ? 'top-center' : 'bottom-center';
}

export const toastSuccess = (message: ReactNode, autoClose = NOTIFICATION_AUTO_CLOSE_MS) =>
  showToast({ color: 'teal', message, autoClose, position: awayFromTheRow() });

export const toastError = (message: string, autoClose = NOTIFICATION_AUTO_CLOSE_MS) =>
  showToast({ color: 'red', message, autoClose, position: awayFromTheRow() });
