import { fillTemplate, type TLanguage, type TMessageKind, type TTemplateVars } from '@stol/contracts';

/**
 * Message texts (issue 10 §2). Variables and their syntax are the contracts' (message-templates: `{{name}}`, also
 * `{name}`); the guest spec §3 variables are restaurant_name, customer_name, table_number, date_time, manage_link
 * and cancel_link; the API adds guests, review_link, reset_link, invite_link, email and code for the messages that
 * need them. Values are HTML-escaped in the HTML part.
 */
export type TemplateVars = TTemplateVars;

export interface EmailTemplate {
  subject: string;
  /** Paragraphs of the body (plain text with variables); a paragraph that is only a link variable is a button. */
  paragraphs: string[];
}

export interface DefaultTexts {
  email: EmailTemplate;
  sms: string;
}

/** Fills the variables; unknown names stay as written (the contracts' fillTemplate). */
export const fill = fillTemplate;

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const DEFAULTS: Record<TMessageKind, Record<TLanguage, DefaultTexts>> = {
  confirmation: {
    en: {
      email: {
        subject: 'Your reservation at {{restaurant_name}} is confirmed',
        paragraphs: [
          'Hello {{customer_name}},',
          'your reservation at {{restaurant_name}} is confirmed: table {{table_number}}, {{date_time}}, {{guests}} guests.',
          'Booking reference: {{reference}}',
          'Add it to your calendar with the attached file. To change or cancel it, use the links below.',
          '{{manage_link}}',
          '{{cancel_link}}',
          'We look forward to seeing you!',
        ],
      },
      sms: '{{restaurant_name}}: reservation {{reference}} confirmed, table {{table_number}}, {{date_time}}. Change or cancel: {{manage_link}}',
    },
    hr: {
      email: {
        subject: 'Rezervacija potvrđena – {{restaurant_name}}',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          'vaša rezervacija je potvrđena: {{restaurant_name}}, stol {{table_number}}, {{date_time}}, broj gostiju: {{guests}}.',
          'Broj rezervacije: {{reference}}',
          'Dodajte je u kalendar pomoću priložene datoteke. Za promjenu ili otkazivanje upotrijebite poveznice u nastavku.',
          '{{manage_link}}',
          '{{cancel_link}}',
          'Veselimo se vašem dolasku!',
        ],
      },
      sms: '{{restaurant_name}}: rezervacija {{reference}} potvrđena, stol {{table_number}}, {{date_time}}. Promjena ili otkazivanje: {{manage_link}}',
    },
  },
  modification: {
    en: {
      email: {
        subject: 'Your reservation at {{restaurant_name}} was changed',
        paragraphs: [
          'Hello {{customer_name}},',
          'your reservation at {{restaurant_name}} is now: table {{table_number}}, {{date_time}}, {{guests}} guests.',
          'The attached calendar file replaces the previous one.',
          '{{manage_link}}',
          '{{cancel_link}}',
        ],
      },
      sms: '{{restaurant_name}}: your reservation is now {{date_time}}, table {{table_number}}. Cancel: {{cancel_link}}',
    },
    hr: {
      email: {
        subject: 'Rezervacija promijenjena – {{restaurant_name}}',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          'vaša rezervacija sada glasi: {{restaurant_name}}, stol {{table_number}}, {{date_time}}, broj gostiju: {{guests}}.',
          'Priložena datoteka za kalendar zamjenjuje prethodnu.',
          '{{manage_link}}',
          '{{cancel_link}}',
        ],
      },
      sms: '{{restaurant_name}}: rezervacija je sada {{date_time}}, stol {{table_number}}. Otkazivanje: {{cancel_link}}',
    },
  },
  cancellation: {
    en: {
      email: {
        subject: 'Your reservation at {{restaurant_name}} was cancelled',
        paragraphs: [
          'Hello {{customer_name}},',
          'your reservation at {{restaurant_name}} for {{date_time}} (table {{table_number}}) is cancelled.',
          "We're sorry to miss you and hope to see you another time.",
        ],
      },
      sms: '{{restaurant_name}}: your reservation for {{date_time}} is cancelled.',
    },
    hr: {
      email: {
        subject: 'Rezervacija otkazana – {{restaurant_name}}',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          'vaša rezervacija u {{restaurant_name}} za {{date_time}} (stol {{table_number}}) je otkazana.',
          'Žao nam je što se ovaj put nećemo vidjeti i nadamo se nekom drugom prilikom.',
        ],
      },
      sms: '{{restaurant_name}}: vaša rezervacija za {{date_time}} je otkazana.',
    },
  },
  reminder: {
    en: {
      email: {
        subject: 'Reminder: your reservation at {{restaurant_name}}',
        paragraphs: [
          'Hello {{customer_name}},',
          'a reminder of your reservation at {{restaurant_name}}: table {{table_number}}, {{date_time}}, {{guests}} guests.',
          'If your plans changed, please let us know.',
          '{{manage_link}}',
          '{{cancel_link}}',
        ],
      },
      sms: '{{restaurant_name}}: reminder of your reservation {{date_time}}, table {{table_number}}. Cancel: {{cancel_link}}',
    },
    hr: {
      email: {
        subject: 'Podsjetnik na rezervaciju – {{restaurant_name}}',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          'podsjećamo vas na rezervaciju: {{restaurant_name}}, stol {{table_number}}, {{date_time}}, broj gostiju: {{guests}}.',
          'Ako su vam se planovi promijenili, javite nam.',
          '{{manage_link}}',
          '{{cancel_link}}',
        ],
      },
      sms: '{{restaurant_name}}: podsjetnik na rezervaciju {{date_time}}, stol {{table_number}}. Otkazivanje: {{cancel_link}}',
    },
  },
  review_request: {
    en: {
      email: {
        subject: 'How was your visit to {{restaurant_name}}?',
        paragraphs: [
          'Hello {{customer_name}},',
          'thank you for visiting {{restaurant_name}} on {{date_time}}. We would love to hear how it was: it takes a minute.',
          '{{review_link}}',
        ],
      },
      sms: '{{restaurant_name}}: thank you for your visit! How was it? {{review_link}}',
    },
    hr: {
      email: {
        subject: 'Kako vam je bilo u {{restaurant_name}}?',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          'hvala vam na posjetu ({{restaurant_name}}, {{date_time}}). Voljeli bismo čuti kako vam je bilo – potrajat će samo minutu.',
          '{{review_link}}',
        ],
      },
      sms: '{{restaurant_name}}: hvala na posjetu! Kako vam je bilo? {{review_link}}',
    },
  },
  waitlist_ready: {
    en: {
      email: {
        subject: 'Your table at {{restaurant_name}} is ready',
        paragraphs: [
          'Hello {{customer_name}},',
          'your table at {{restaurant_name}} is ready. Please come to the host stand.',
        ],
      },
      sms: '{{restaurant_name}}: {{customer_name}}, your table is ready. Please come to the host stand.',
    },
    hr: {
      email: {
        subject: 'Vaš stol je spreman – {{restaurant_name}}',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          'vaš stol je spreman ({{restaurant_name}}). Molimo javite se na ulazu.',
        ],
      },
      sms: '{{restaurant_name}}: {{customer_name}}, vaš stol je spreman. Molimo javite se na ulazu.',
    },
  },
  otp_code: {
    en: {
      email: {
        subject: 'Your verification code: {{code}}',
        paragraphs: [
          'Your verification code for {{restaurant_name}} is {{code}}.',
          'It is valid for 10 minutes. If you did not ask for it, ignore this message.',
        ],
      },
      sms: '{{restaurant_name}}: your verification code is {{code}}',
    },
    hr: {
      email: {
        subject: 'Vaš kod za potvrdu: {{code}}',
        paragraphs: [
          'Vaš kod za potvrdu ({{restaurant_name}}) je {{code}}.',
          'Vrijedi 10 minuta. Ako ga niste zatražili, zanemarite ovu poruku.',
        ],
      },
      sms: '{{restaurant_name}}: vaš kod za potvrdu je {{code}}',
    },
  },
  password_reset: {
    en: {
      email: {
        subject: 'Reset your Stol password',
        paragraphs: [
          'Hello,',
          'someone asked to reset the password of your Stol account. Use the link below within 30 minutes to choose a new one.',
          '{{reset_link}}',
          'If it was not you, ignore this message: your password stays as it is.',
        ],
      },
      sms: '',
    },
    hr: {
      email: {
        subject: 'Promjena lozinke za Stol',
        paragraphs: [
          'Poštovani/a,',
          'zatražena je promjena lozinke vašeg računa na Stolu. Novu lozinku odaberite putem poveznice u nastavku u sljedećih 30 minuta.',
          '{{reset_link}}',
          'Ako to niste bili vi, zanemarite ovu poruku: lozinka ostaje nepromijenjena.',
        ],
      },
      sms: '',
    },
  },
  large_party_receipt: {
    en: {
      email: {
        subject: 'We received your large-party request – {{restaurant_name}}',
        paragraphs: [
          'Hello {{customer_name}},',
          '{{restaurant_name}} received your request for {{guests}} guests on {{date_time}}.',
          'This is not a booking yet: our staff will contact you shortly to confirm it.',
        ],
      },
      sms: '{{restaurant_name}}: we received your request for {{guests}} guests on {{date_time}}. Our staff will contact you shortly to confirm it.',
    },
    hr: {
      email: {
        subject: 'Primili smo vaš zahtjev za veliku grupu – {{restaurant_name}}',
        paragraphs: [
          'Poštovani/a {{customer_name}},',
          '{{restaurant_name}} je primio vaš zahtjev za {{guests}} gostiju, {{date_time}}.',
          'To još nije rezervacija: naše osoblje uskoro će vas kontaktirati kako bi je potvrdilo.',
        ],
      },
      sms: '{{restaurant_name}}: primili smo vaš zahtjev za {{guests}} gostiju, {{date_time}}. Naše osoblje uskoro će vas kontaktirati radi potvrde.',
    },
  },
  invite: {
    en: {
      email: {
        subject: 'You are invited to Stol',
        paragraphs: [
          'Hello,',
          'an account on Stol, the restaurant back office, was created for you ({{email}}). Choose your password with the link below within 7 days to activate it.',
          '{{invite_link}}',
          'The link works once. If you did not expect this invitation, ignore this message.',
        ],
      },
      sms: '',
    },
    hr: {
      email: {
        subject: 'Pozivnica za Stol',
        paragraphs: [
          'Poštovani/a,',
          'za vas je otvoren račun na Stolu, sustavu za upravljanje restoranom ({{email}}). Odaberite lozinku putem poveznice u nastavku u sljedećih 7 dana kako biste ga aktivirali.',
          '{{invite_link}}',
          'Poveznica vrijedi jednom. Ako niste očekivali ovu pozivnicu, zanemarite ovu poruku.',
        ],
      },
      sms: '',
    },
  },
};

export const defaultTexts = (kind: TMessageKind, language: TLanguage): DefaultTexts =>
  DEFAULTS[kind][language];

/** What the manage link is called where a confirmation SMS adds it to a restaurant's own template. */
export const SMS_MANAGE_LABEL: Record<TLanguage, string> = {
  en: 'Change or cancel',
  hr: 'Promjena ili otkazivanje',
};

/** Link labels of the buttons in default emails. */
const LINK_LABELS: Record<TLanguage, Partial<Record<keyof TemplateVars, string>>> = {
  en: {
    manage_link: 'Change reservation',
    cancel_link: 'Cancel reservation',
    review_link: 'Leave a review',
    reset_link: 'Choose a new password',
    invite_link: 'Activate your account',
  },
  hr: {
    manage_link: 'Promijeni rezervaciju',
    cancel_link: 'Otkaži rezervaciju',
    review_link: 'Ostavite recenziju',
    reset_link: 'Odaberite novu lozinku',
    invite_link: 'Aktivirajte račun',
  },
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const LINK_ONLY = /^\{\{\s*([a-z_]+_link)\s*\}\}$/;

function layout(title: string, bodyHtml: string, language: TLanguage): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${bodyHtml}
</div></body></html>`;
}

/** A default email: paragraphs as HTML (links as buttons) and as plain text ("Label: url"). */
export function renderDefaultEmail(
  template: EmailTemplate,
  vars: TemplateVars,
  language: TLanguage,
): RenderedEmail {
  const subject = fill(template.subject, vars);
  const html: string[] = [];
  const text: string[] = [];
  for (const paragraph of template.paragraphs) {
    const link = LINK_ONLY.exec(paragraph)?.[1] as keyof TemplateVars | undefined;
    if (link) {
      const url = vars[link];
      if (!url) continue;
      const label = LINK_LABELS[language][link] ?? url;
      html.push(
        `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#7a5230;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`,
      );
      text.push(`${label}: ${url}`);
      continue;
    }
    html.push(`<p>${fill(escapeHtml(paragraph), vars, escapeHtml)}</p>`);
    text.push(fill(paragraph, vars));
  }
  return { subject, text: text.join('\n\n') + '\n', html: layout(subject, html.join('\n'), language) };
}

const TAG = /<[^>]*>/g;

/**
 * A restaurant's own emailTemplate (theme.notifications): HTML when it contains tags (values escaped), else
 * plain text whose lines become paragraphs. The plain-text part is the template filled with the raw values, tags
 * removed (line breaks kept for <br> and block ends).
 */
export function renderCustomEmail(
  subjectTemplate: string,
  bodyTemplate: string,
  vars: TemplateVars,
  language: TLanguage,
): RenderedEmail {
  const subject = fill(subjectTemplate, vars).replace(/[\r\n]+/g, ' ');
  const isHtml = /<[a-z][^>]*>/i.test(bodyTemplate);
  const bodyHtml = isHtml
    ? fill(bodyTemplate, vars, escapeHtml)
    : bodyTemplate
        .split(/\n{2,}/)
        .map((p) => `<p>${fill(escapeHtml(p), vars, escapeHtml).replace(/\n/g, '<br>')}</p>`)
        .join('\n');
  // Tags go before the values come in: a value is text, whatever characters it has.
  const text = isHtml
    ? fill(
        bodyTemplate
          .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
          .replace(/<br\s*\/?>/gi, '\n')
          .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
          .replace(TAG, '')
          .replace(/&nbsp;/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/\n{3,}/g, '\n\n'),
        vars,
      ).trim()
    : fill(bodyTemplate, vars).trim();
  return { subject, text: text + '\n', html: layout(subject, bodyHtml, language) };
}
