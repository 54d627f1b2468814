import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  EMAIL_TEMPLATE_VARIABLES,
  SMS_TEMPLATE_VARIABLES,
  templateVariable,
  type TLanguage,
  type TMessageVariable,
} from '@stol/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { TextArea } from '../../../components/TextArea';
import { SectionRegion } from './SectionRegion';
import type { SettingsSectionProps } from './section-props';
import { insertAt, previewText, sampleVars } from './template-preview';

type TTemplateKey = 'emailTemplate' | 'smsTemplate';

const LANGUAGES: readonly TLanguage[] = ['hr', 'en'];

/**
 * theme.notifications emailTemplate and smsTemplate (guest spec §3): each with the variables it may use as insert
 * buttons, and the message as a guest would read it in hr and in en with sample values.
 */
export function MessageTemplatesSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const valueOf = (key: TTemplateKey) =>
    draft.theme?.notifications?.[key] ?? restaurant.theme.notifications?.[key] ?? '';
  const change = (key: TTemplateKey, value: string) =>
    onDraftChange({ theme: { notifications: { [key]: value } } });

  return (
    <SectionRegion title={t('restaurants.sections.templates.title')}>
      <TemplateEditor
        label={t('restaurants.sections.templates.emailTemplate')}
        hint={t('restaurants.sections.templates.emailHint')}
        value={valueOf('emailTemplate')}
        variables={EMAIL_TEMPLATE_VARIABLES}
        onChange={(value) => change('emailTemplate', value)}
        restaurant={restaurant}
        minRows={6}
      />
      <TemplateEditor
        label={t('restaurants.sections.templates.smsTemplate')}
        hint={t('restaurants.sections.templates.smsHint')}
        value={valueOf('smsTemplate')}
        variables={SMS_TEMPLATE_VARIABLES}
        onChange={(value) => change('smsTemplate', value)}
        restaurant={restaurant}
        minRows={2}
      />
    </SectionRegion>
  );
}

function TemplateEditor({
  label,
  hint,
  value,
  variables,
  onChange,
  restaurant,
  minRows,
}: {
  label: string;
  hint: string;
  value: string;
  variables: readonly TMessageVariable[];
  onChange: (value: string) => void;
  restaurant: SettingsSectionProps['restaurant'];
  minRows: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  // Where the cursor was when the field lost focus to an insert button; never focused → at the end.
  const lastSelection = useRef<{ start: number; end: number } | null>(null);

  // Inserted where the cursor was (replacing a selection), then the cursor goes after it, so several variables
  // can be inserted in a row.
  const insert = (variable: TMessageVariable) => {
    const { text, caret } = insertAt(value, templateVariable(variable), lastSelection.current);
    onChange(text);
    lastSelection.current = { start: caret, end: caret };
  };

  return (
    <Stack gap="xs">
      <TextArea
        label={label}
        description={hint}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) =>
          (lastSelection.current = {
            start: event.currentTarget.selectionStart,
            end: event.currentTarget.selectionEnd,
          })
        }
        rows={minRows}
        resize="vertical"
      />
      <Group gap={6} role="group" aria-label={`${t('restaurants.sections.templates.variables')}: ${label}`}>
        {variables.map((variable) => (
          <Button
            key={variable}
            size="compact-xs"
            variant="light"
            onClick={() => insert(variable)}
            aria-label={t('restaurants.sections.templates.insert', { variable, template: label })}
          >
            {templateVariable(variable)}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {LANGUAGES.map((language) => (
          <TemplatePreview
            key={language}
            template={value}
            language={language}
            restaurant={restaurant}
            label={label}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function TemplatePreview({
  template,
  language,
  restaurant,
  label,
}: {
  template: string;
  language: TLanguage;
  restaurant: SettingsSectionProps['restaurant'];
  label: string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // Sample values in the preview's language, whatever the screen's language.
  const customer = i18n.getFixedT(language, NAMESPACE)('restaurants.sections.templates.sample.customer');
  const heading = `${label} — ${t('restaurants.sections.templates.previewIn', {
    language: t(`restaurants.sections.templates.languages.${language}`),
  })}`;
  return (
    <Paper withBorder p="sm" component="section" aria-label={heading}>
      <Text size="xs" fw={600} c="dimmed" mb={4}>
        {t('restaurants.sections.templates.previewIn', {
          language: t(`restaurants.sections.templates.languages.${language}`),
        })}
      </Text>
      {template.trim() ? (
        <Text size="sm" lang={language} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {previewText(template, sampleVars(restaurant, language, customer))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('restaurants.sections.templates.defaultUsed')}
        </Text>
      )}
    </Paper>
  );
}
