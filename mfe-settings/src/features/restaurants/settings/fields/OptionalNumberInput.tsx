import { NumberField } from '@stol/ui/number-field';
import { useState } from 'react';

/**
 * A whole-number setting that may be left empty (a rule not set): empty reaches the draft as undefined; text that
 * is not a number as NaN, which the contracts schema refuses, so the field shows its error and Save waits.
 */
export function OptionalNumberInput({
  label,
  value,
  error,
  onValue,
  min,
  max,
}: {
  label: string;
  value: number | undefined;
  error?: string;
  onValue: (value: number | undefined) => void;
  min?: number;
  max?: number;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  return (
    <NumberField
      label={label}
      value={text}
      error={error}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      onChange={(next) => {
        setText(next);
        onValue(next === '' ? undefined : typeof next === 'number' ? next : NaN);
      }}
    />
  );
}
