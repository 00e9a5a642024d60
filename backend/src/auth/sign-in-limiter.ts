import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import type { AttemptStore } from './attempt-store.js';
import { ATTEMPT_STORE, AUTH_LIMITS, type AuthLimits } from './auth-throttler.guard.js';

/** How long an address that signed in to an account stays known for it. */
const KNOWN_FOR_MS = 30 * 86_400_000;
/** An account's failures from addresses it is not known at may be this many times its failures from one address. */
const SPREAD = 5;

/**
 * The wait a count of failures asks for once past its free ones: 1 s, then doubling at each failure, never more than
 * the window (OWASP: growing delays rather than a lock anybody can set off).
 */
export const delayMs = (count: number, free: number, windowMs: number): number =>
  count <= free ? 0 : Math.min(1000 * 2 ** Math.min(count - free - 1, 30), windowMs);

/**
 * Sign-in attempts, as OWASP advises against guessing without handing anybody a way to lock an owner out. Only
 * failures count, and a success clears its account's counts. They are kept per account and address together (the
 * account's `perAccount` failures from one address are free, then each waits longer), per account from addresses
 * it has not signed in from before (five times as many), and per address whatever the account (`perIp`): an
 * attacker's failures from elsewhere never delay an owner at an address the account is known at. Unknown accounts
 * count as real ones, so the waits tell nothing about which exist.
 */
@Injectable()
export class SignInLimiter {
  constructor(
    @Inject(ATTEMPT_STORE) private readonly store: AttemptStore,
    @Inject(AUTH_LIMITS) private readonly limits: AuthLimits,
  ) {}

  private keys(account: string, ip: string | undefined) {
    const who = account.trim().toLowerCase();
    return {
      pair: `signin:pair:${who}:${ip}`,
      account: `signin:account:${who}`,
      address: `signin:ip:${ip}`,
      known: `signin:known:${who}:${ip}`,
    };
  }

  /** Refuses (429, with Retry-After and Retry-After-Account or -Ip on the reply) an attempt that must wait. */
  async check(
    account: unknown,
    ip: string | undefined,
    reply: { header(name: string, value: string): unknown },
  ): Promise<void> {
    const window = this.limits.windowSeconds * 1000;
    const name = typeof account === 'string' ? account : '';
    const keys = this.keys(name, ip);
    const [pair, spread, address] = await this.store.failures([keys.pair, keys.account, keys.address]);
    const known = await this.store.knows(keys.known);
    const waits: [string, number][] = [
      ['Account', pair.last + delayMs(pair.count, this.limits.perAccount, window)],
      ['Ip', address.last + delayMs(address.count, this.limits.perIp, window)],
    ];
    if (!known) waits.push(['Account', spread.last + delayMs(spread.count, this.limits.perAccount * SPREAD, window)]);
    const now = Date.now();
    for (const [header, until] of waits)
      if (until > now) {
        const seconds = String(Math.ceil((until - now) / 1000));
        reply.header(`Retry-After-${header}`, seconds);
        reply.header('Retry-After', seconds);
        throw new AppError(429, 'security.error.toomanyattempts');
      }
  }

  async failed(account: unknown, ip: string | undefined): Promise<void> {
    const keys = this.keys(typeof account === 'string' ? account : '', ip);
    await this.store.fail([keys.pair, keys.account, keys.address], this.limits.windowSeconds * 1000);
  }

  async succeeded(account: unknown, ip: string | undefined): Promise<void> {
    const keys = this.keys(typeof account === 'string' ? account : '', ip);
    await this.store.clear([keys.pair, keys.account]);
    await this.store.remember(keys.known, KNOWN_FOR_MS);
  }
}
