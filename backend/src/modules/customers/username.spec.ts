import {
  freeUsername,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_RULE,
  usernameBase,
  usernameCandidate,
} from './username.js';

describe('usernames made for new customers', () => {
  test('from the Latin name, else the e-mail, else the mobile', () => {
    expect(usernameBase({ firstName: 'Sara', lastName: 'Rahimi', email: 'sr@example.com' })).toBe('sara.rahimi');
    expect(usernameBase({ firstName: 'Ayşe', lastName: 'Yılmaz' })).toBe('ayse.yilmaz');
    expect(usernameBase({ firstName: 'سارا', lastName: 'رحیمی', email: 'Sara_R..90@mail.ir' })).toBe('sara_r.90');
    expect(usernameBase({ firstName: 'سارا', mobile: '+989121234567' })).toBe('u989121234567');
    expect(usernameBase({})).toBe('customer');
    expect(usernameBase({ email: '__x@example.com' })).toBe('x');
  });

  test('a short or taken base gets a number; every candidate keeps the rules', () => {
    expect(usernameCandidate('sara.rahimi', 0)).toBe('sara.rahimi');
    expect(usernameCandidate('sara.rahimi', 1)).toBe('sara.rahimi2');
    expect(usernameCandidate('ali', 0)).toBe('ali00001');
    expect(usernameBase({ email: 'abcdefghij.klmnopqrst.uv@example.com' })).toBe('abcdefghij.klmnopqrs');
    expect(usernameCandidate('abcdefghij.klmnopqrs', 11)).toBe('abcdefghij.klmnopq12');
    expect(freeUsername('sara.rahimi', ['Sara.Rahimi', 'sara.rahimi2'])).toBe('sara.rahimi3');
    const bases = ['a', 'ali', 'sara.rahimi', 'abcdefghijklmnopqrs.t', 'u989121234567', 'x_y'];
    for (const base of bases)
      for (const n of [0, 1, 9, 99, 12345]) {
        const name = usernameCandidate(usernameBase({ email: `${base}@e.com` }), n);
        expect(name.length).toBeGreaterThanOrEqual(USERNAME_MIN);
        expect(name.length).toBeLessThanOrEqual(USERNAME_MAX);
        expect(name).toMatch(USERNAME_RULE);
      }
  });
});
