import { hasLogin, isIranMobile, mobileFromQuery, profileChanges } from './customer-rules.js';

describe('hasLogin', () => {
  test('any one of username, e-mail or mobile is enough', () => {
    expect(hasLogin({ username: 'someone.here' })).toBe(true);
    expect(hasLogin({ email: 'a@example.com' })).toBe(true);
    expect(hasLogin({ mobile: '+989121234567' })).toBe(true);
  });

  test('null, empty and blank values do not count', () => {
    expect(hasLogin({})).toBe(false);
    expect(hasLogin({ username: null, email: '', mobile: '   ', firstName: 'Ali' })).toBe(false);
  });
});

describe('isIranMobile', () => {
  test.each(['+989121234567', '+989000000000'])('%s passes', (m) => expect(isIranMobile(m)).toBe(true));
  test.each(['09121234567', '+98912123456', '+9891212345678', '+989a21234567', '+14155550100', '', null])(
    '%p fails',
    (m) => expect(isIranMobile(m)).toBe(false),
  );
});

describe('mobileFromQuery', () => {
  test('an unencoded plus sign decoded as a space is restored', () => {
    expect(mobileFromQuery(' 989121234567')).toBe('+989121234567');
    expect(mobileFromQuery('+989121234567')).toBe('+989121234567');
  });
  test('empty means not given', () => {
    expect(mobileFromQuery('')).toBeUndefined();
    expect(mobileFromQuery(undefined)).toBeUndefined();
  });
});

describe('profileChanges', () => {
  const current = { id: 5, version: 3, username: 'old.username', active: true, deleted: false, systemAccount: false };

  test('profile fields pass; state fields sent back unchanged are dropped', () => {
    const body = { id: 5, version: 3, username: 'new.username', firstName: 'Sara', active: true, deleted: false };
    expect(profileChanges(body, current, ['id', 'version'])).toEqual({
      values: { username: 'new.username', firstName: 'Sara' },
      refused: [],
    });
  });

  test('a changed state field is refused', () => {
    expect(profileChanges({ active: false, systemAccount: true }, current, []).refused).toEqual([
      'active',
      'systemAccount',
    ]);
  });

  test('names the record does not have are passed on for the validator to refuse', () => {
    expect(profileChanges({ roles: ['administrators'] }, current, []).values).toEqual({ roles: ['administrators'] });
  });
});
