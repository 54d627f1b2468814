import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

interface PaginationFooterProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Total and Prev/Next with the page number (staff spec §2). */
export function PaginationFooter({ total, page, pageSize, onPageChange }: PaginationFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" component="nav" aria-label={t('footer.label')}>
      <Text size="sm">{t('footer.total', { total })}</Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('footer.prev')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('footer.page', { page, pages })}
        </Text>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('footer.next')}
        </Button>
      </Group>
    </Group>
  );
}
