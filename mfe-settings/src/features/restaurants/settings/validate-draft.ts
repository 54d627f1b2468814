import {
  RESTAURANT_SETTINGS_MESSAGES,
  SERVICE_RULES_MESSAGES,
  ZRestaurantPatch,
  type TRestaurant,
  type TRestaurantPatch,
} from '@stol/contracts';

/** A field's problem as a translation key under `restaurants.settings.errors` and its values. */
export type TFieldError = {
  key:
    | 'min'
    | 'max'
    | 'number'
    | 'required'
    | 'tooLong'
    | 'partyOrder'
    | 'publicPathSlash'
    | 'origin'
    | 'invalid'
    | `service.${keyof typeof SERVICE_RULES_MESSAGES}`;
  values?: Record<string, unknown>;
};

/** Field errors by dotted path ('openHour', 'floorplan.largePartyFrom', 'theme.featureFlags.selfCancelHours'). */
export type TDraftErrors = Record<string, TFieldError>;

/**
 * The draft checked with the contracts' own PATCH schema (so the §5.2 ranges are the server's), plus the one rule
 * across fields the schema cannot see alone: large party from ≤ to, with the stored value for the side not edited.
 */
export function validateDraft(restaurant: TRestaurant, draft: TRestaurantPatch): TDraftErrors {
  const errors: TDraftErrors = {};
  const parsed = ZRestaurantPatch.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      errors[path] = toFieldError(issue, path);
    }
  }
  const from = draft.floorplan?.largePartyFrom ?? restaurant.floorplan.largePartyFrom;
  const to = draft.floorplan?.largePartyTo ?? restaurant.floorplan.largePartyTo;
  const edited = draft.floorplan?.largePartyFrom !== undefined || draft.floorplan?.largePartyTo !== undefined;
  if (edited && from !== undefined && to !== undefined && from > to && !errors['floorplan.largePartyTo'])
    errors['floorplan.largePartyTo'] = { key: 'partyOrder' };
  return errors;
}

type TIssue = {
  code: string;
  origin?: string;
  expected?: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
};

const SERVICE_RULE_KEYS = Object.keys(SERVICE_RULES_MESSAGES) as (keyof typeof SERVICE_RULES_MESSAGES)[];

/** The schema's issue as the dialog's own (translated) message; the contracts' texts are English only. */
function toFieldError(issue: TIssue, path: string): TFieldError {
  // The service rules' sentences (issue 24) say exactly what is wrong: each has its translation.
  const rule = SERVICE_RULE_KEYS.find((key) => SERVICE_RULES_MESSAGES[key] === issue.message);
  if (rule) return { key: `service.${rule}` };
  if (issue.message === RESTAURANT_SETTINGS_MESSAGES.publicPathSlash) return { key: 'publicPathSlash' };
  if (path === 'publicOrigin') return { key: 'origin' };
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? { key: 'required' } : { key: 'min', values: { min: issue.minimum } };
  if (issue.code === 'too_big')
    return issue.origin === 'string'
      ? { key: 'tooLong', values: { max: issue.maximum } }
      : { key: 'max', values: { max: issue.maximum } };
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))
    return { key: 'number' };
  return { key: 'invalid' };
}
