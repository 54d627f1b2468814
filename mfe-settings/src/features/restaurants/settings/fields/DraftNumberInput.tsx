import { NumberField } from '@stol/ui/number-field';
import { useState } from 'react';

/**
 * A whole-number setting. The typed text stays as typed (an emptied field stays empty rather than jumping back to
 * the saved value); what is not a number reaches the draft as NaN, which the contracts schema refuses, so the
 * field shows 'Enter a whole number' and Save waits.
 */
export function DraftNumberInput({
  label,
  value,
  error,
  onValue,
  min,
  max,
  disabled,
}: {
  label: string;
  value: number | undefined;
  error?: string;
  onValue: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  return (
    <NumberField
      label={label}
      value={text}
      error={error}
      min={min}
      max={max}
      disabled={disabled}
      allowDecimal={false}
      clampBehavior="none"
      onChange={(next) => {
        setText(next);
        onValue(typeof next === 'number' ? next : NaN);
      }}
    />
  );
}
