import { Anchor, Stack, Text } from '@mantine/core';
import { ANALYTICS_DEFINITIONS, type TAnalyticsDefinitionKey } from '@stol/contracts';
import { useLanguage } from '@stol/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/translations';

/**
 * "What do these figures mean?": the definitions a screen's figures follow, in the reader's language, from the
 * one module the API and the CSV note use too (packages/contracts analytics-definitions.ts). Shared by the
 * reports and analytics screens; each passes the keys its figures depend on.
 */
export function DefinitionsHelp({ keys }: { keys: readonly TAnalyticsDefinitionKey[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [language] = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const definitions = ANALYTICS_DEFINITIONS[language];
  return (
    <Stack gap={4} align="flex-start">
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('definitions.toggle')}
      </Anchor>
      {open && (
        // A plain list: Mantine's List is not among the shared components (mantine-core-exports.json).
        <Text component="ul" id={listId} size="sm" m={0} pl="lg">
          {keys.map((key) => (
            <li key={key}>{definitions[key]}</li>
          ))}
        </Text>
      )}
    </Stack>
  );
}
