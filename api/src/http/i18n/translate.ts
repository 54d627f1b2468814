import type { TLanguage } from '@stol/contracts';
import { FIELD_NAMES_HR, FIXED_MESSAGES, MESSAGE_TEMPLATES } from './catalogue';
import { FORMAT_NAMES_HR, sizeTextHr, TYPE_NAMES_HR } from './schema-words-hr';

/** A translated text, and whether every part of it came from the catalogue (a test asserts it always does). */
export interface Translation {
  text: string;
  complete: boolean;
}

/** A field path as the API names it (`tableIds.0`, `brandColors.primary`) in Croatian words. */
export function fieldNameHr(path: string): Translation {
  let complete = true;
  const words = path.split('.').map((segment) => {
    if (/^[0-9]+$/.test(segment)) return `${Number(segment) + 1}.`;
    const word = FIELD_NAMES_HR[segment];
    if (word === undefined) complete = false;
    return word ?? segment;
  });
  return { text: words.join(' › '), complete };
}

/** How each kind of placeholder is put into Croatian; other placeholders are values, copied as they are. */
const PLACEHOLDERS_HR: Record<string, (value: string) => Translation | null> = {
  field: fieldNameHr,
  type: (value) => (TYPE_NAMES_HR[value] ? { text: TYPE_NAMES_HR[value], complete: true } : null),
  format: (value) => (FORMAT_NAMES_HR[value] ? { text: FORMAT_NAMES_HR[value], complete: true } : null),
  size: (value) => {
    const text = sizeTextHr(value);
    return text === null ? null : { text, complete: true };
  },
  bookings: bookingsHr,
};

/** refuseIfBooked's list, 'Table 5, 2026-06-12 19:00, 4 guests; Table 7, …', item by item. */
function bookingsHr(value: string): Translation | null {
  const items = value.split('; ').map((item) => {
    const match = /^Table (\d+), (\d{4}-\d{2}-\d{2} \d{2}:\d{2}), (\d+) guests?$/.exec(item);
    if (!match) return null;
    const [, table, when, guests] = match;
    return `stol ${table}, ${when}, ${guestsHr(Number(guests))}`;
  });
  return items.every((item) => item !== null) ? { text: items.join('; '), complete: true } : null;
}

/** '1 gost', '3 gosta', '5 gostiju' (Croatian plural). */
function guestsHr(n: number): string {
  const units = n % 10;
  const tens = n % 100;
  if (units === 1 && tens !== 11) return `${n} gost`;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${n} gosta`;
  return `${n} gostiju`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  hr: string;
}

/** A template text as a pattern: each `{name}` matches any text, the rest literally. */
function compileTemplate(text: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = text
    .split(/(\{[a-z]+\})/i)
    .map((part) => {
      const name = /^\{([a-z]+)\}$/i.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

const COMPILED: CompiledTemplate[] = MESSAGE_TEMPLATES.map(({ en, hr }) => ({ ...compileTemplate(en), hr }));

function fromTemplate(message: string): Translation | null {
  for (const template of COMPILED) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    let complete = true;
    let usable = true;
    template.names.forEach((name, i) => {
      const raw = match[i + 1] ?? '';
      const translate = PLACEHOLDERS_HR[name];
      if (!translate) {
        values[name] = raw;
        return;
      }
      const translated = translate(raw);
      if (translated === null) usable = false;
      else {
        values[name] = translated.text;
        complete &&= translated.complete;
      }
    });
    if (!usable) continue; // e.g. '{field} must be {format}' for a text that is a size: the next template
    return { text: template.hr.replace(/\{([a-z]+)\}/gi, (_, name: string) => values[name] ?? ''), complete };
  }
  return null;
}

/**
 * An API message (made in English) in `language`. English is the original, returned as it is. Croatian comes
 * from the catalogue: the fixed texts first, then the templates. A text the catalogue lacks stays English and
 * is reported as incomplete (the error middleware logs it; the tests fail on it).
 */
export function translateMessage(message: string, language: TLanguage): Translation {
  if (language === 'en') return { text: message, complete: true };
  const fixed = FIXED_MESSAGES.get(message);
  if (fixed !== undefined) return { text: fixed, complete: true };
  return fromTemplate(message) ?? { text: message, complete: false };
}

const HR_FIXED = new Set(FIXED_MESSAGES.values());
const HR_FIELD_WORDS = new Set(Object.values(FIELD_NAMES_HR));
const HR_TEMPLATES = MESSAGE_TEMPLATES.map(({ hr }) => compileTemplate(hr));

/**
 * Whether `text` is a Croatian text of the catalogue: a fixed text, or a template whose field names are all
 * Croatian words of the catalogue. Tests use it to check answers without knowing the English original.
 */
export function isCroatianCatalogueText(text: string): boolean {
  if (HR_FIXED.has(text)) return true;
  return HR_TEMPLATES.some(({ pattern, names }) => {
    const match = pattern.exec(text);
    if (!match) return false;
    return names.every((name, i) => {
      if (name !== 'field') return true;
      return (match[i + 1] ?? '')
        .split(' › ')
        .every((word) => HR_FIELD_WORDS.has(word) || /^[0-9]+\.$/.test(word));
    });
  });
}
