import { readFileSync } from 'node:fs';
import { GENERATED_FILE, renderShapesModule } from '../scripts/shapes';
import { shapeIssues } from './shape-check';

describe('the shapes the back office checks answers with', () => {
  it('are what zod writes for the schemas today (run `npm run shapes -w @stol/contracts` after changing one)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderShapesModule());
  });

  it('say where an answer departs from its shape', () => {
    const shape = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        when: { type: ['string', 'null'] },
        days: { type: 'object', propertyNames: { pattern: '^\\d{4}$' }, additionalProperties: { type: 'boolean' } },
        status: { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] },
      },
      required: ['id', 'when'],
    } as const;
    expect(shapeIssues(shape, { id: 1, when: null, days: { '2026': true }, status: 'a' })).toEqual([]);
    expect(shapeIssues(shape, { id: 1.5, days: { x: 1 }, status: 'c' }).map((i) => i.path.join('.'))).toEqual([
      'when',
      'id',
      'days.x',
      'days.x',
      'status',
    ]);
    expect(shapeIssues(shape, [])).toEqual([{ path: [], message: 'expected object' }]);
    expect(shapeIssues({ type: 'number' }, Number.NaN)).toEqual([{ path: [], message: 'expected a finite number' }]);
  });

  it('name a problem deep inside a list by its whole path, after the path the caller gives', () => {
    const day = {
      type: 'object',
      properties: {
        reservations: {
          type: 'array',
          items: {
            type: 'object',
            properties: { table: { type: 'object', properties: { number: { type: 'integer', minimum: 1 } } } },
            required: ['table'],
          },
        },
      },
    } as const;
    const answer = { reservations: [{ table: { number: 1 } }, {}, { table: { number: 0 } }] };
    expect(shapeIssues(day, answer, ['body'])).toEqual([
      { path: ['body', 'reservations', 1, 'table'], message: 'required' },
      { path: ['body', 'reservations', 2, 'table', 'number'], message: 'expected at least 1' },
    ]);
  });
});
