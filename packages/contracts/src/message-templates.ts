/**
 * The variables of message templates (guest spec §3, theme.notifications) and how they are written: the one list
 * the API fills and the settings screen offers. `{{name}}` (also `{name}`); a name the message does not know
 * stays as written.
 */

/** Every variable the API fills in some message (issue 10 §2): the §3 ones plus those of special messages. */
export const MESSAGE_VARIABLES = [
  'restaurant_name',
  'customer_name',
  'table_number',
  'date_time',
  'guests',
  'manage_link',
  'cancel_link',
  'review_link',
  'reset_link',
  'invite_link',
  'email',
  'code',
  /** The booking reference ('STL-7K2Q', booking-reference.ts), as the guest's confirmation card shows it. */
  'reference',
] as const;
export type TMessageVariable = (typeof MESSAGE_VARIABLES)[number];

/** What a restaurant's own templates may use (guest spec §3): the email also the manage and cancel links, SMS the cancel link. */
export const EMAIL_TEMPLATE_VARIABLES = [
  'restaurant_name',
  'customer_name',
  'table_number',
  'date_time',
  'manage_link',
  'cancel_link',
] as const satisfies readonly TMessageVariable[];
export const SMS_TEMPLATE_VARIABLES = [
  'restaurant_name',
  'customer_name',
  'table_number',
  'date_time',
  'cancel_link',
] as const satisfies readonly TMessageVariable[];

export type TTemplateVars = Partial<Record<TMessageVariable, string>>;

/** How a variable is written into a template (the form the settings screen inserts). */
export const templateVariable = (name: TMessageVariable): string => `{{${name}}}`;

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}|\{([a-z_]+)\}/g;

/** Fills the variables; unknown names stay as written. `encode` is applied to every value (HTML escaping). */
export function fillTemplate(
  template: string,
  vars: TTemplateVars,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(VARIABLE, (whole, a?: string, b?: string) => {
    const value = vars[(a ?? b) as TMessageVariable];
    return value === undefined ? whole : encode(value);
  });
}
