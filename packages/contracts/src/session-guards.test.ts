import { ZRemotesManifest } from './remotes';
import {
  checkLoginResponse,
  checkRefreshAnswer,
  checkRemotesManifest,
  checkUser,
  type TChecked,
} from './session-guards';
import { ZLoginResponse, ZRefreshResponse, ZUser } from './user';

/** The zod schema and the zod-free reader must agree: same verdict, same data, problems at the same paths. */
function expectAgreement(
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      data?: unknown;
      error?: { issues: { path: PropertyKey[] }[] };
    };
  },
  reader: (value: unknown) => TChecked<unknown>,
  value: unknown,
) {
  const expected = schema.safeParse(value);
  const actual = reader(value);
  expect({ value, success: actual.success }).toEqual({ value, success: expected.success });
  if (actual.success) expect(actual.data).toEqual(expected.data);
  else {
    const paths = (issues: { path: PropertyKey[] }[]) => issues.map((i) => i.path.join('.')).sort();
    expect(paths(actual.issues)).toEqual(paths(expected.error?.issues ?? []));
  }
}

const user = {
  id: 7,
  email: 'admin@demo.test',
  role: 'restaurantadmin',
  plan: 'pro',
  restaurantId: 1,
  restaurantIds: [1, 2],
  language: 'hr',
};

const users: unknown[] = [
  user,
  { ...user, restaurantId: null, restaurantIds: [] },
  { ...user, extra: 'left out of the result' },
  ...(['superadmin', 'restaurantmanager', 'staff'] as const).map((role) => ({ ...user, role })),
  { ...user, id: 1.5 },
  { ...user, id: Number.MAX_SAFE_INTEGER + 1 },
  { ...user, id: '7' },
  { ...user, email: undefined },
  { ...user, role: 'owner' },
  { ...user, plan: 'gold' },
  { ...user, language: 'de' },
  { ...user, restaurantId: undefined },
  { ...user, restaurantIds: [1, 'x', 2.5] },
  { ...user, restaurantIds: null },
  { id: 'x', role: 'x' },
  [user],
  null,
  'user',
  42,
];

describe('the zod-free start-up readers agree with the contracts’ schemas', () => {
  it.each(users)('a user: %j', (value) => expectAgreement(ZUser, checkUser, value));

  it.each([
    { token: 'jwt', user },
    { token: 'jwt', user: { ...user, plan: 'x' } },
    { token: 42, user },
    { token: 'jwt' },
    {},
    null,
  ])('a login answer: %j', (value) => expectAgreement(ZLoginResponse, checkLoginResponse, value));

  it.each([
    { token: 'jwt', user },
    { token: 'jwt' },
    { token: 'jwt', user: { ...user, id: null } },
    { user },
    [],
  ])('a refresh answer, the user optional: %j', (value) =>
    expectAgreement(ZRefreshResponse.partial({ user: true }), checkRefreshAnswer, value),
  );

  const entry = 'http://localhost:3001/mf-manifest.json';
  it.each([
    { apiUrl: 'http://localhost:4000', remotes: [{ name: 'mfe_dashboard', entry }] },
    { apiUrl: '  https://api.example.com/v1  ', remotes: [] },
    { apiUrl: 'http://local\nhost:4000', remotes: [] },
    { apiUrl: 'http://localhost:4000', remotes: [{ name: 'mfe_reservations', entry, version: 3 }], more: 1 },
    { apiUrl: 'localhost:4000', remotes: [] },
    { apiUrl: 'http://localhost:4000', guestSiteUrl: 'http://localhost:3100', remotes: [] },
    { apiUrl: 'http://localhost:4000', guestSiteUrl: 'not a url', remotes: [] },
    { apiUrl: 'http://localhost:4000', guestSiteUrl: 3100, remotes: [] },
    { apiUrl: 'not a url', remotes: [] },
    { apiUrl: '', remotes: [] },
    { remotes: [{ name: 'mfe_nope', entry: 'x' }] },
    { apiUrl: 'http://localhost:4000', remotes: [{ name: 'mfe_floorplan' }, { entry }] },
    { apiUrl: 'http://localhost:4000', remotes: {} },
    { apiUrl: 4000, remotes: [] },
    [],
    'remotes',
  ])('remotes.json: %j', (value) => expectAgreement(ZRemotesManifest, checkRemotesManifest, value));
});
