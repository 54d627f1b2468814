import { useLanguage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { useMemo } from 'react';

/**
 * Numbers in the reader's language (a decimal comma in hr) and instants on the Zagreb wall clock (guest spec §9).
 * The API has already rounded every figure; formatting never rounds again.
 */
export function useAnalyticsFormat() {
  const [language] = useLanguage();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language === 'hr' ? 'hr-HR' : 'en-GB', {
      maximumFractionDigits: 2,
    });
    return {
      number: (value: number) => numbers.format(value),
      dateTime: (iso: string) => formatZagreb(iso, 'dd.MM.yyyy. HH:mm'),
      date: (iso: string) => formatZagreb(iso, 'dd.MM.yyyy.'),
    };
  }, [language]);
}
