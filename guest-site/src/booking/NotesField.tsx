import { RESERVATION_NOTES_MAX } from '@stol/contracts';
import { useTranslation } from 'react-i18next';

/** 'Notes for the restaurant' (occasion, allergies) with its hint and a character count up to the API's limit. */
export function NotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="booking-notes">{t('form.notes')}</label>
      <textarea
        id="booking-notes"
        rows={3}
        maxLength={RESERVATION_NOTES_MAX}
        value={value}
        aria-describedby="booking-notes-hint booking-notes-count"
        onChange={(event) => onChange(event.target.value)}
      />
      <small id="booking-notes-hint" className="muted">
        {t('form.notesHint')}
      </small>
      <small id="booking-notes-count" className="muted">
        {t('form.notesCounter', { length: value.length, max: RESERVATION_NOTES_MAX })}
      </small>
    </div>
  );
}
