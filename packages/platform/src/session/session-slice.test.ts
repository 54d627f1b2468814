import type { TUser } from '@stol/contracts';
import {
  sessionCleared,
  sessionSlice,
  sessionStarted,
  userUpdated,
  type TSessionState,
} from './session-slice';

const reduce = sessionSlice.reducer;
const admin: TUser = {
  id: 3,
  email: 'admin@demo.test',
  role: 'restaurantadmin',
  plan: 'pro',
  restaurantId: 1,
  restaurantIds: [1],
  language: 'hr',
};
const signedIn: TSessionState = { token: 'token-1', user: admin };

describe('the session keeps its user while the server says the same', () => {
  it('GET /admin/me with the same user changes nothing: no screen that reads the session redraws', () => {
    const after = reduce(signedIn, userUpdated({ ...admin, restaurantIds: [1] }));
    expect(after).toBe(signedIn);
    expect(after.user).toBe(admin);
  });

  it('takes a changed user (a language switched elsewhere, another restaurant)', () => {
    const switched = reduce(signedIn, userUpdated({ ...admin, language: 'en' }));
    expect(switched.user).toEqual({ ...admin, language: 'en' });
    const moved = reduce(signedIn, userUpdated({ ...admin, restaurantIds: [1, 2] }));
    expect(moved.user?.restaurantIds).toEqual([1, 2]);
  });

  it('a refresh brings a new token and keeps the same user object', () => {
    const after = reduce(signedIn, sessionStarted({ token: 'token-2', user: { ...admin } }));
    expect(after.token).toBe('token-2');
    expect(after.user).toBe(admin);
  });

  it('ignores a user update once signed out, and a new sign-in takes its user', () => {
    const out = reduce(signedIn, sessionCleared());
    expect(reduce(out, userUpdated(admin)).user).toBeNull();
    expect(reduce(out, sessionStarted({ token: 't', user: admin })).user).toEqual(admin);
  });
});
