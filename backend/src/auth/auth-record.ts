import type { AuthRecord } from '@saray/contracts/session';
import { ACCESS_TOKEN_SECONDS } from './token.service.js';

export interface CustomerIdentity {
  id: number;
  username: string | null;
  email: string | null;
  mobile: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
}

export const displayName = (c: Pick<CustomerIdentity, 'id' | 'username' | 'email' | 'mobile'>): string =>
  c.username ?? c.email ?? c.mobile ?? String(c.id);

export function authRecord(
  customer: CustomerIdentity | null,
  tokens: { access: string; refresh: string | null; refreshExpiresAt: Date | null },
  roles: string[],
  applicationIdentity: string,
  guestName: string,
): AuthRecord {
  return {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    applicationIdentity,
    username: customer ? displayName(customer) : guestName,
    firstname: customer?.firstName ?? null,
    lastname: customer?.lastName ?? null,
    logo: customer?.avatar ?? null,
    roles: roles.join(','),
    maxvalidationtime: ACCESS_TOKEN_SECONDS,
    expireTime: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000).toISOString(),
    expire_date: tokens.refreshExpiresAt?.toISOString() ?? null,
  };
}
