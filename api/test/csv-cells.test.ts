import fc from 'fast-check';
import { csvRow } from '../src/modules/reservations/csv';

/**
 * CSV injection (issue 19 §14): whatever a guest types, no field of an exported line may start with a formula
 * character, whether the spreadsheet splits on `,` or (as Croatian ones do) on `;`, with quotes honoured.
 */
const FORMULA_CHARS = ['=', '+', '-', '@', '\t', '\r'];

/** Splits CSV text into fields on `separator`, honouring RFC 4180 quotes; answers each field unquoted. */
function fieldsOf(text: string, separator: ',' | ';'): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator || ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      fields.push(field);
      field = '';
      if (ch === '\r') i++;
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** Text a guest might type, weighted towards the characters that matter here. */
const cellText = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', ' ', 'a', '1') }),
  fc.string({ unit: 'grapheme' }),
);
const cellValue = fc.oneof(cellText, fc.integer(), fc.constant(null));

describe('csvRow', () => {
  it.each([',', ';'] as const)('no field split on %j starts with a formula character', (separator) => {
    fc.assert(
      fc.property(fc.array(cellValue, { minLength: 1, maxLength: 8 }), (values) => {
        for (const field of fieldsOf(csvRow(values), separator))
          expect(FORMULA_CHARS.some((c) => field.startsWith(c))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back cell by cell on commas (the text as typed, apart from the apostrophes of the escape)', () => {
    const unescaped = (text: string) => text.replace(/'/g, '');
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 8 }), (values) => {
        // The line's own CRLF ends the last field: one empty field follows it.
        expect(fieldsOf(csvRow(values), ',').map(unescaped)).toEqual([...values.map(unescaped), '']);
      }),
      { numRuns: 1000 },
    );
  });

  it('quotes a semicolon and escapes what follows it: `Name;=1+1` is never a formula', () => {
    expect(csvRow(['Name;=1+1', 'x'])).toBe(`"Name;'=1+1",x\r\n`);
    expect(fieldsOf(csvRow(['Name;=1+1']), ';')).toEqual([`Name;'=1+1`, '']);
    // Read on `;`, the quote of a later cell does not count: the text after its `;` is checked all the same.
    expect(fieldsOf(csvRow(['1', 'Ana;@x']), ';')).toEqual(['1,"Ana', `'@x"`, '']);
    expect(csvRow(['Plain name', 'Ana; Ivo'])).toBe('Plain name,"Ana; Ivo"\r\n');
  });
});
