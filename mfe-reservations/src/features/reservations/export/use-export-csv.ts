import { errorMessage } from '@stol/platform';
import { downloadCsv } from '@stol/platform/csv';
import { notifyError } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useExportReservationsCsvMutation } from '../../../api/reservations-api';
import { NAMESPACE } from '../../../i18n/translations';
import { toExportQuery, type TFilterValues } from '../filters/filter-values';

const csvFileName = (date: string | null) => `reservations-${date ?? 'all'}.csv`;

/**
 * Export CSV for the filters the list shows (the applied ones), in the UI's language. The file comes through the API's base query, so it
 * carries the bearer token (and a refresh on 401) like every other call; a plain link could not.
 */
export function useExportCsv(): [(values: TFilterValues) => Promise<void>, boolean] {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [exportCsv, { isLoading }] = useExportReservationsCsvMutation();
  const run = async (values: TFilterValues) => {
    try {
      const language = i18n.language === 'en' ? 'en' : 'hr';
      const csv = await exportCsv({ query: toExportQuery(values), language }).unwrap();
      downloadCsv(csv, csvFileName(values.date));
    } catch (error) {
      notifyError(errorMessage(error, t('errors.export')));
    }
  };
  return [run, isLoading];
}
