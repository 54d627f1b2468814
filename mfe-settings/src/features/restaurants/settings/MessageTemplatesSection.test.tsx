import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRestaurant, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderSection } from '../../../test/section';
import { MessageTemplatesSection } from './MessageTemplatesSection';

setupApiServer();

const restaurant = aRestaurant({
  name: 'Konoba Mate',
  publicOrigin: 'https://mate.example',
  publicPath: '/konoba',
  theme: { notifications: { emailTemplate: 'Hello {{customer_name}}', smsTemplate: '' } },
});

const buttonsOf = (groupName: RegExp) =>
  within(screen.getByRole('group', { name: groupName }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('MessageTemplatesSection', () => {
  it('offers the §3 variables: email also the manage and cancel links, SMS only the cancel link', () => {
    renderSection(MessageTemplatesSection, { restaurant });
    expect(buttonsOf(/Email template/)).toEqual([
      '{{restaurant_name}}',
      '{{customer_name}}',
      '{{table_number}}',
      '{{date_time}}',
      '{{manage_link}}',
      '{{cancel_link}}',
    ]);
    expect(buttonsOf(/SMS template/)).toEqual([
      '{{restaurant_name}}',
      '{{customer_name}}',
      '{{table_number}}',
      '{{date_time}}',
      '{{cancel_link}}',
    ]);
  });

  it('inserts a variable where the cursor was and writes theme.notifications into the draft', async () => {
    const { onDraftChange } = renderSection(MessageTemplatesSection, { restaurant });
    const email = screen.getByRole('textbox', { name: /Email template/ });
    // Cursor after "Hello " (6 characters), then the button takes the focus.
    email.focus();
    (email as HTMLTextAreaElement).setSelectionRange(6, 6);
    fireEvent.blur(email);
    await userEvent.click(
      screen.getByRole('button', { name: 'Insert restaurant_name into the Email template' }),
    );
    expect(onDraftChange).toHaveBeenLastCalledWith({
      theme: { notifications: { emailTemplate: 'Hello {{restaurant_name}}{{customer_name}}' } },
    });
    expect(email).toHaveValue('Hello {{restaurant_name}}{{customer_name}}');
  });

  it('appends to a template never focused, and typing edits the SMS template', async () => {
    const { draft } = renderSection(MessageTemplatesSection, { restaurant });
    await userEvent.type(screen.getByRole('textbox', { name: /SMS template/ }), 'Hi ');
    await userEvent.click(screen.getByRole('button', { name: 'Insert cancel_link into the SMS template' }));
    // The SMS field had the focus and lost it to the button: the cursor was at the end.
    expect(draft().theme?.notifications?.smsTemplate).toBe('Hi {{cancel_link}}');
  });

  it('previews the template in hr and en with sample values shaped as the API fills them', () => {
    renderSection(MessageTemplatesSection, {
      restaurant: aRestaurant({
        ...restaurant,
        theme: {
          notifications: {
            emailTemplate:
              '<p>{{customer_name}}, {{restaurant_name}}, stol {{table_number}}, {{date_time}}</p><p>{{cancel_link}}</p>',
          },
        },
      }),
    });
    const hr = screen.getByRole('region', { name: 'Email template — Preview in Croatian' });
    const en = screen.getByRole('region', { name: 'Email template — Preview in English' });
    expect(hr).toHaveTextContent(
      'Ana Horvat, Konoba Mate, stol 12, četvrtak, 24. prosinca 2026. u 19:30 https://mate.example/konoba/cancel/sample-token',
    );
    expect(en).toHaveTextContent('Jane Smith, Konoba Mate, stol 12, Thursday, 24 December 2026 at 19:30');
    // Tags never reach the screen: the preview is text.
    expect(hr).not.toHaveTextContent('<p>');
  });

  it('says the default message is sent when a template is empty, in the screen language (hr)', () => {
    renderSection(MessageTemplatesSection, {
      restaurant,
      user: aUser({ role: 'superadmin', language: 'hr' }),
    });
    const sms = screen.getByRole('region', { name: 'Predložak SMS-a — Pregled – hrvatski' });
    expect(sms).toHaveTextContent('Prazno: šalje se zadana poruka.');
  });
});
