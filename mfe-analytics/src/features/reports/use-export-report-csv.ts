import { errorMessage } from '@stol/platform';
import { downloadCsv } from '@stol/platform/csv';
import { notifyError } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useExportReportCsvMutation } from '../../api/reports-api';
import { NAMESPACE } from '../../i18n/translations';
import { reportReservationsQuery, type TReportChoice } from './report-search';

/** The file's name: the API's own (`stol-report-<restaurant>-<day>.csv`), so both ways of saving agree. */
export const reportCsvFileName = (choice: TReportChoice) =>
  `stol-report-${choice.restaurantId}-${choice.date}.csv`;

/**
 * Export CSV for the report shown, in the UI's language. Fetched through the API's base query (bearer token,
 * refresh on 401) and then saved: a plain link could not carry the token.
 */
export function useExportReportCsv(): [(choice: TReportChoice) => Promise<void>, boolean] {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [exportCsv, { isLoading }] = useExportReportCsvMutation();
  const run = async (choice: TReportChoice) => {
    try {
      const language = i18n.language === 'en' ? 'en' : 'hr';
      const csv = await exportCsv({ query: reportReservationsQuery(choice), language }).unwrap();
      downloadCsv(csv, reportCsvFileName(choice));
    } catch (error) {
      notifyError(errorMessage(error, t('reports.export.error')));
    }
  };
  return [run, isLoading];
}
