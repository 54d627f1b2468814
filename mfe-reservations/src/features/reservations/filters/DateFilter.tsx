import { Input, InputBase } from '@mantine/core';
import { lazyWithRetry } from '@stol/ui';
import { Suspense, useState } from 'react';
import type { DateFilterPickerProps } from './DateFilterPicker';

const loadPicker = () => import('./DateFilterPicker');
// Retried when its load fails (issue 19 §1).
const DateFilterPicker = lazyWithRetry(loadPicker);

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', the picker's own display format. */
export const displayDay = (day: string): string => day.split('-').reverse().join('.');

/**
 * The filter's date field. At first it is a plain Mantine input showing the chosen day; the calendar
 * (@mantine/dates with dayjs and their CSS, ~32 KiB compressed) loads when the user points at or focuses the
 * field, and opens on click. A first view of /reservations does not download it (issue 8 §1).
 */
export function DateFilter(props: Omit<DateFilterPickerProps, 'openOnMount'>) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadPicker();
  const field = (
    <InputBase
      component="button"
      type="button"
      label={props.label}
      pointer
      miw={props.miw}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      {props.value ? displayDay(props.value) : <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
    </InputBase>
  );
  if (!wanted) return field;
  return (
    <Suspense fallback={field}>
      <DateFilterPicker {...props} openOnMount />
    </Suspense>
  );
}
