import {
  EMAIL_TEMPLATE_VARIABLES,
  fillTemplate,
  MESSAGE_VARIABLES,
  SMS_TEMPLATE_VARIABLES,
  templateVariable,
} from './message-templates';

describe('message template variables (guest spec §3)', () => {
  it('offers the four common variables, email also manage_link and cancel_link, SMS only cancel_link', () => {
    const common = ['restaurant_name', 'customer_name', 'table_number', 'date_time'];
    expect(EMAIL_TEMPLATE_VARIABLES).toEqual([...common, 'manage_link', 'cancel_link']);
    expect(SMS_TEMPLATE_VARIABLES).toEqual([...common, 'cancel_link']);
    for (const name of [...EMAIL_TEMPLATE_VARIABLES, ...SMS_TEMPLATE_VARIABLES])
      expect(MESSAGE_VARIABLES).toContain(name);
  });

  it('fills what it inserts ({{name}}), the short {name} form and spaced braces; unknown names stay', () => {
    const vars = { restaurant_name: 'Konoba', customer_name: 'Ana' };
    expect(fillTemplate(`${templateVariable('customer_name')} @ {restaurant_name}`, vars)).toBe(
      'Ana @ Konoba',
    );
    expect(fillTemplate('{{ customer_name }} {{table_number}} {{nope}}', vars)).toBe(
      'Ana {{table_number}} {{nope}}',
    );
  });

  it('encodes values, never the template', () => {
    expect(
      fillTemplate('<b>{{customer_name}}</b>', { customer_name: '<i>' }, (v) => v.replace(/</g, '&lt;')),
    ).toBe('<b>&lt;i></b>');
  });
});
