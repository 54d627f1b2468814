import { useTranslation } from 'react-i18next';

interface TProps {
  /** The input's id (its hint is `${id}-hint`): the booking form and the modify screen each have one. */
  id: string;
  value: number;
  min: number;
  max: number;
  /** What the hint under the field says (the range, and on the modify screen the table). */
  hint: string;
  /** Why this party cannot be had, said as soon as it is typed (the modify screen: a party the table does not take). */
  problem?: string | null;
  onChange: (guests: number) => void;
}

/** The party-size field of the booking form and the modify screen: a number with its allowed range as a hint. */
export function GuestsField({ id, value, min, max, hint, problem, onChange }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{t('form.guests')}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
