import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_SECONDS, TokenService } from './token.service.js';

const claims = { sub: '7', sid: 'device-1', username: 'shopper' };

describe('TokenService', () => {
  let now = Date.UTC(2026, 0, 1);
  const service = () => {
    const tokens = new TokenService(new JwtService({ secret: 'a-secret-of-the-test' }));
    tokens.clock = () => now;
    return tokens;
  };
  beforeEach(() => (now = Date.UTC(2026, 0, 1)));

  test('answers the claims of its own token on every call while it is valid', () => {
    const tokens = service();
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toMatchObject(claims);
    now += (ACCESS_TOKEN_SECONDS - 1) * 1000;
    expect(tokens.verify(token)).toMatchObject(claims);
  });

  test('refuses a remembered token once it has expired', () => {
    const tokens = service();
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toMatchObject(claims);
    now += ACCESS_TOKEN_SECONDS * 1000;
    expect(tokens.verify(token)).toBeUndefined();
  });

  test('refuses a token signed with another secret or changed on the way', () => {
    const tokens = service();
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toBeDefined();
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1', exp: now / 1000 + 60 })).toString('base64url');
    expect(tokens.verify(`${head}.${forged}.${signature}`)).toBeUndefined();
    const stranger = new TokenService(new JwtService({ secret: 'someone-else' }));
    stranger.clock = () => now;
    expect(tokens.verify(stranger.sign(claims))).toBeUndefined();
  });

  test('a caller changing the answer does not change what the next call gets', () => {
    const tokens = service();
    const token = tokens.sign(claims);
    tokens.verify(token)!.username = 'someone';
    expect(tokens.verify(token)?.username).toBe('shopper');
  });
});
