import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRestaurant, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderSection } from '../../../test/section';
import { BrandColorsSection } from './BrandColorsSection';

setupApiServer();

const restaurant = aRestaurant({
  brandColors: {
    primary: '#1a237e',
    background: '#ffffff',
    headerBackground: '#2b2118',
    headingTextColor: '#1f1f1f',
    subheadingTextColor: '#5a5048',
    hubTitle: 'Zagreb',
  },
});

describe('BrandColorsSection', () => {
  it('has a labelled colour input for each of the seven brand colours, showing the stored values', () => {
    renderSection(BrandColorsSection, { restaurant });
    for (const label of [
      'Accent (primary)',
      'Secondary',
      'Background',
      'Header background',
      'Heading text',
      'Subheading text',
      'Floor plan background',
    ])
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Accent (primary)' })).toHaveValue('#1a237e');
  });

  it('puts only the changed colours into the draft (the PATCH merges brandColors key by key)', async () => {
    const { draft } = renderSection(BrandColorsSection, { restaurant });
    const background = screen.getByRole('textbox', { name: 'Background' });
    await userEvent.clear(background);
    await userEvent.type(background, '#fafafa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Floor plan background' }), '#eeeeee');
    expect(draft().brandColors).toEqual({ background: '#fafafa', floorplanBg: '#eeeeee' });
    expect(draft().brandColors).not.toHaveProperty('primary');
  });

  it('removes an emptied colour with null, and the field stays empty', async () => {
    const { draft } = renderSection(BrandColorsSection, { restaurant });
    const heading = screen.getByRole('textbox', { name: 'Heading text' });
    await userEvent.clear(heading);
    expect(heading).toHaveValue('');
    expect(draft().brandColors).toEqual({ headingTextColor: null });
  });

  it('offers the browser colour picker beside each field: hex as stored, #rgb spelled out, anything else black', () => {
    renderSection(BrandColorsSection, {
      restaurant: aRestaurant({
        brandColors: { ...restaurant.brandColors, background: '#fa0', headerBackground: 'rgb(10, 20, 30)' },
      }),
    });
    const picker = (label: string) => screen.getByLabelText(`Pick ${label} in a colour picker`);
    expect(picker('Accent (primary)')).toHaveValue('#1a237e');
    expect(picker('Background')).toHaveValue('#ffaa00');
    // The native picker takes only #rrggbb (guest spec §2.13's black fallback); the text keeps the rgb().
    expect(picker('Header background')).toHaveValue('#000000');
    expect(screen.getByRole('textbox', { name: 'Header background' })).toHaveValue('rgb(10, 20, 30)');
  });

  it('a colour picked in the picker goes into the field and the draft', () => {
    const { draft } = renderSection(BrandColorsSection, { restaurant });
    fireEvent.input(screen.getByLabelText('Pick Secondary in a colour picker'), {
      target: { value: '#336699' },
    });
    expect(screen.getByRole('textbox', { name: 'Secondary' })).toHaveValue('#336699');
    expect(draft().brandColors).toEqual({ secondary: '#336699' });
  });

  it('says when a value is not a hex, rgb() or hsl() colour', async () => {
    renderSection(BrandColorsSection, { restaurant });
    await userEvent.type(screen.getByRole('textbox', { name: 'Secondary' }), 'blue');
    expect(screen.getByText('Enter a hex, rgb() or hsl() colour')).toBeInTheDocument();
  });

  it('shows no warning while every text reads at AA, and warns with the ratio when one fails', async () => {
    renderSection(BrandColorsSection, { restaurant });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const heading = screen.getByRole('textbox', { name: 'Heading text' });
    await userEvent.clear(heading);
    // Headings sit on the page background (white here): #999999 on white is 2.85:1.
    await userEvent.type(heading, '#999999');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The heading text is hard to read: contrast 2.85:1, WCAG AA needs at least 4.5:1.',
    );
  });

  it('writes the ratio as Croatian writes numbers, in Croatian', async () => {
    renderSection(BrandColorsSection, { restaurant, user: aUser({ role: 'superadmin', language: 'hr' }) });
    const heading = screen.getByRole('textbox', { name: 'Tekst naslova' });
    await userEvent.clear(heading);
    await userEvent.type(heading, '#999999');
    expect(screen.getByRole('alert')).toHaveTextContent('kontrast 2,85:1, WCAG AA traži najmanje 4,5:1.');
  });

  it('previews the card in the chosen colours, the button label in black or white as the guest site picks', () => {
    renderSection(BrandColorsSection, { restaurant });
    const card = screen.getByRole('figure', { name: 'Preview' });
    expect(card).toHaveTextContent('Konoba Mate');
    // The header's own text in black or white, as on the guest site.
    expect(screen.getByText('Konoba Mate').parentElement).toHaveStyle({ color: '#ffffff' });
    const button = screen.getByText('Book a table').closest('.mantine-Button-root') as HTMLElement;
    expect(button).toHaveStyle({ background: '#1a237e', color: '#ffffff' });
  });
});
