import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The total and Prev/Next with the page number (as the reservations list pages). */
export function PageButtons({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" component="nav" aria-label={t('analytics.returning.pages')}>
      <Text size="sm">{t('analytics.returning.total', { total })}</Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('analytics.returning.prev')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('analytics.returning.page', { page, pages })}
        </Text>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('analytics.returning.next')}
        </Button>
      </Group>
    </Group>
  );
}
