import { fillTemplate, type TLanguage, type TRestaurant, type TTemplateVars } from '@stol/contracts';

/** The booking the previews describe: Christmas Eve at 19:30 in Zagreb, table 12. */
const SAMPLE_START = new Date('2026-12-24T18:30:00Z');
const SAMPLE_TOKEN = 'sample-token';

/**
 * Sample values for a template preview in one language, shaped as the API fills them (notifications/compose.ts):
 * the date in the guest's language and Zagreb time, links under the restaurant's public origin.
 */
export function sampleVars(
  restaurant: Pick<TRestaurant, 'name' | 'publicOrigin' | 'publicPath'>,
  language: TLanguage,
  customerName: string,
): TTemplateVars {
  const origin = (restaurant.publicOrigin?.trim() || 'https://stol.example').replace(/\/+$/, '');
  const path = (restaurant.publicPath ?? '').trim().replace(/^\/*/, '/').replace(/\/+$/, '');
  return {
    restaurant_name: restaurant.name,
    customer_name: customerName,
    table_number: '12',
    date_time: new Intl.DateTimeFormat(language === 'hr' ? 'hr-HR' : 'en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Zagreb',
    }).format(SAMPLE_START),
    manage_link: `${origin}/modify/${SAMPLE_TOKEN}`,
    cancel_link: `${origin}${path === '/' ? '' : path}/cancel/${SAMPLE_TOKEN}`,
  };
}

/**
 * The template as the guest reads it, as text: HTML templates lose their tags the way the API's plain-text part
 * does (links as "label: url", line breaks at <br> and block ends), so the preview never renders stored HTML.
 */
export function previewText(template: string, vars: TTemplateVars): string {
  const text = /<[a-z][^>]*>/i.test(template)
    ? template
        .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\n{3,}/g, '\n\n')
    : template;
  return fillTemplate(text, vars).trim();
}

/** The template with `insert` put in place of the selection (or at the end when there is none). */
export function insertAt(
  template: string,
  insert: string,
  selection: { start: number; end: number } | null,
): { text: string; caret: number } {
  const start = selection?.start ?? template.length;
  const end = selection?.end ?? start;
  return { text: template.slice(0, start) + insert + template.slice(end), caret: start + insert.length };
}
