import { anAdminUser } from '../../../test/users';
import {
  emptyUserForm,
  fromUser,
  toCreateBody,
  toUpdateBody,
  validateUserForm,
  withRole,
} from './user-form-values';

describe('user form values', () => {
  it('choosing the same role again keeps plan and restaurants', () => {
    const values = { ...emptyUserForm(), plan: 'premium' as const, restaurantId: '2' };
    expect(withRole(values, 'restaurantadmin')).toBe(values);
  });

  it('a new user without a password is sent without one (the server then invites them)', () => {
    const body = toCreateBody({ ...emptyUserForm(), email: ' a@b.test ', restaurantId: '2' });
    expect(body).toEqual({
      email: 'a@b.test',
      role: 'restaurantadmin',
      plan: 'basic',
      language: 'hr',
      restaurantId: 2,
    });
  });

  it('an edit that moves a manager to admin without a restaurant sends restaurantId null', () => {
    const manager = anAdminUser({
      role: 'restaurantmanager',
      plan: 'pro',
      restaurantId: null,
      restaurantIds: [1],
    });
    const values = withRole(fromUser(manager), 'restaurantadmin');
    expect(toUpdateBody(values, manager)).toMatchObject({
      role: 'restaurantadmin',
      plan: 'basic',
      restaurantId: null,
    });
    expect(validateUserForm(values, { requireRestaurant: true })).toEqual({ restaurantId: 'restaurant' });
  });

  it('the edit asks for no restaurant when the role stays (a manager may keep none)', () => {
    const manager = anAdminUser({
      role: 'restaurantmanager',
      plan: 'pro',
      restaurantId: null,
      restaurantIds: [],
    });
    expect(validateUserForm(fromUser(manager), { requireRestaurant: false })).toEqual({});
  });
});
