import type { TErrorBody, TLanguage } from '@stol/contracts';
import type { Request, Response } from 'express';
import { negotiateLanguage } from './accept-language';
import { translateMessage } from './translate';

/** An error body with its `error` and every `details[].message` in `language`; lists texts the catalogue lacks. */
export function localizeErrorBody<B extends TErrorBody>(
  body: B,
  language: TLanguage,
): { body: B; untranslated: string[] } {
  const untranslated: string[] = [];
  const translate = (text: string) => {
    const { text: translated, complete } = translateMessage(text, language);
    if (!complete) untranslated.push(text);
    return translated;
  };
  const localized: B = { ...body, error: translate(body.error) };
  if (Array.isArray(body.details)) {
    localized.details = body.details.map((detail: unknown) =>
      detail && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string'
        ? { ...detail, message: translate((detail as { message: string }).message) }
        : detail,
    );
  }
  return { body: localized, untranslated };
}

/**
 * The one way an error answer leaves the API: in the caller's language (Accept-Language: hr or en), with
 * `Content-Language` and `Vary: Accept-Language`. Used by the error middleware and by idempotent replays.
 */
export function sendErrorAnswer(req: Request, res: Response, status: number, body: TErrorBody): void {
  const language = negotiateLanguage(req.get('accept-language'));
  const localized = localizeErrorBody(body, language);
  if (localized.untranslated.length > 0) {
    req.log?.warn({ untranslated: localized.untranslated, language }, 'API message without a translation');
  }
  res.setHeader('Content-Language', language);
  res.vary('Accept-Language');
  res.status(status).json(localized.body);
}
