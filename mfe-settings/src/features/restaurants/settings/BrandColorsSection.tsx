import { Alert, Box, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { ColorField } from '../../../components/ColorField';
import { contrastRatio, parseCssColor, textColorOn, WCAG_AA_RATIO } from './contrast';
import { SectionRegion } from './SectionRegion';
import type { SettingsSectionProps } from './section-props';

/** The brand colours a restaurant sets here (guest spec §3); the hub's own fields are the Hubs screen's. */
const FIELDS = [
  'primary',
  'secondary',
  'background',
  'headerBackground',
  'headingTextColor',
  'subheadingTextColor',
  'floorplanBg',
] as const;
type TField = (typeof FIELDS)[number];

/** What the preview shows for a colour left empty (or unreadable): the guest site's defaults. */
const FALLBACK: Record<TField, string> = {
  primary: '#c49a6c',
  secondary: '#000000',
  background: '#faf7f3',
  headerBackground: '#ffffff',
  headingTextColor: '#1f1f1f',
  subheadingTextColor: '#5a5048',
  floorplanBg: '#ffffff',
};

/** The colour pickers, a live preview card and a warning for each text that fails WCAG AA on its surface. */
export function BrandColorsSection({ restaurant, draft, onDraftChange }: SettingsSectionProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // The PATCH merges brandColors key by key (null removes one): the draft holds only the changed colours.
  const valueOf = (field: TField): string => {
    const drafted = draft.brandColors?.[field];
    return drafted === undefined ? (restaurant.brandColors[field] ?? '') : (drafted ?? '');
  };
  const shown = (field: TField) => {
    const value = valueOf(field);
    return value && parseCssColor(value) ? value : FALLBACK[field];
  };
  const change = (field: TField, value: string) =>
    onDraftChange({ brandColors: { ...draft.brandColors, [field]: value.trim() || null } });

  // As the restaurant's page uses them: headings on the page background, the header's own text in black or white
  // (whichever reads), and the accent button's label likewise.
  const accent = shown('primary');
  const label = textColorOn(accent);
  const pairs = [
    { text: 'heading', color: shown('headingTextColor'), on: shown('background') },
    { text: 'subheading', color: shown('subheadingTextColor'), on: shown('background') },
    { text: 'accent', color: label, on: accent },
  ] as const;
  const failing = pairs
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.color, pair.on) }))
    .filter((pair) => pair.ratio !== null && pair.ratio < WCAG_AA_RATIO);

  return (
    <SectionRegion title={t('restaurants.sections.brand.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((field) => {
          const value = valueOf(field);
          return (
            <ColorField
              key={field}
              label={t(`restaurants.sections.brand.fields.${field}`)}
              value={value}
              onChange={(next) => change(field, next)}
              error={value && !parseCssColor(value) ? t('restaurants.sections.brand.invalid') : undefined}
            />
          );
        })}
      </SimpleGrid>

      <Paper
        withBorder
        component="figure"
        m={0}
        aria-label={t('restaurants.sections.brand.preview')}
        style={{ overflow: 'hidden', background: shown('background') }}
      >
        <Box
          px="md"
          py="sm"
          style={{ background: shown('headerBackground'), color: textColorOn(shown('headerBackground')) }}
        >
          <Text fw={700}>{restaurant.name}</Text>
        </Box>
        <Stack p="md" gap="sm" align="flex-start">
          <Text fw={700} size="lg" style={{ color: shown('headingTextColor') }}>
            {t('restaurants.sections.brand.previewHeading')}
          </Text>
          <Text size="sm" style={{ color: shown('subheadingTextColor') }}>
            {t('restaurants.sections.brand.previewText')}
          </Text>
          {/* Not a control of this form: the guest site's booking button as it would look. */}
          <Button
            component="span"
            tabIndex={-1}
            aria-hidden="true"
            style={{ background: accent, color: label }}
          >
            {t('restaurants.sections.brand.previewButton')}
          </Button>
        </Stack>
      </Paper>

      {failing.map((pair) => (
        <Alert key={pair.text} color="yellow" variant="light" role="alert">
          {t('restaurants.sections.brand.contrastWarning', {
            text: t(`restaurants.sections.brand.surfaces.${pair.text}`),
            // In the reader's language: 1,78 in Croatian, as the sentence's own 4,5.
            ratio: pair.ratio!.toLocaleString(i18n.language, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
          })}
        </Alert>
      ))}
    </SectionRegion>
  );
}
