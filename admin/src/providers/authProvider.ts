import type { AuthProvider } from 'react-admin';
import { announce } from '../authEvents';
import { api } from '../http';
import { loadSchemas, type EntitySchema, type Operation } from '../schema';
import type { AuthRecord } from '@saray/contracts/session';
import { session } from '../session';

let schemas: Promise<EntitySchema[]> | null = null;
/** What the caller may use, from the server (cached until the session changes). */
export const permittedSchemas = (): Promise<EntitySchema[]> => (schemas ??= loadSchemas());

const OPERATION: Record<string, Operation> = {
  list: 'list',
  show: 'view',
  create: 'create',
  edit: 'update',
  delete: 'delete',
  export: 'list',
};

/**
 * Sign-in, sign-out and permissions on the identity API. A 401 ends the session and returns to the sign-in page
 * with 'Authorization'; a 403 stays, with 'Access Denied' (spec 1 §4.1, spec 2 §4).
 */
export const authProvider: AuthProvider = {
  async login({ username, password, twoFactorCode }) {
    const res = await api<AuthRecord>('/api/Authentication/signin', {
      method: 'POST',
      body: JSON.stringify({ username, password, ...(twoFactorCode ? { twoFactorCode } : {}) }),
    });
    session.set(res.json);
    schemas = null;
  },
  async logout(params?: { allDevices?: boolean }) {
    if (session.usable()) {
      await api('/api/Authentication/signout', {
        method: 'POST',
        body: JSON.stringify({ allDevices: params?.allDevices === true }),
      }).catch(() => undefined);
    }
    session.clear();
    schemas = null;
  },
  async checkAuth() {
    if (!session.usable()) {
      session.clear();
      throw new Error('auth.error.signinrequired');
    }
  },
  // The notices are the page's own (9 seconds, spec 1 §4.1), so react-admin is asked not to add one.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      session.clear();
      schemas = null;
      announce('unauthorized');
      throw { message: false, logoutUser: true };
    }
    if (error?.status === 403) announce('forbidden');
  },
  async getIdentity() {
    const record = session.get();
    if (!record) throw new Error('auth.error.signinrequired');
    const fullName = [record.firstname, record.lastname].filter(Boolean).join(' ') || record.username;
    return { id: record.username, fullName };
  },
  async getPermissions() {
    return permittedSchemas();
  },
  async canAccess({ resource, action }) {
    const entity = (await permittedSchemas()).find((e) => e.resource === resource);
    return Boolean(entity?.operations.includes(OPERATION[action] ?? 'update'));
  },
};
