import { DatePickerInput } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useDatePickerA11yProps } from '../date-picker-a11y';
import { ReservationDates } from '../dates/ReservationDates';

export interface DateFilterPickerProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (date: string | null) => void;
  miw?: number;
  /** Open the calendar once mounted: the user clicked the field before this module had loaded. */
  openOnMount?: boolean;
}

/** The filter's Mantine date picker (loaded when the user first reaches for the date, see DateFilter). */
export default function DateFilterPicker({
  label,
  placeholder,
  value,
  onChange,
  miw,
  openOnMount = false,
}: DateFilterPickerProps) {
  const datePickerA11y = useDatePickerA11yProps();
  const ref = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!openOnMount || opened.current) return;
    ref.current?.focus();
    // After the popover has mounted; once (StrictMode's repeated effect clears the first timer).
    const timer = setTimeout(() => {
      opened.current = true;
      ref.current?.click();
    }, 0);
    return () => clearTimeout(timer);
  }, [openOnMount]);
  return (
    <ReservationDates>
      <DatePickerInput
        ref={ref}
        label={label}
        placeholder={placeholder}
        valueFormat="DD.MM.YYYY"
        value={value}
        onChange={onChange}
        miw={miw}
        {...datePickerA11y}
      />
    </ReservationDates>
  );
}
