import { session } from '../session';

/** Whether the signed-in caller is an administrator (what operations' buttons need; the server checks again). */
export const isAdministrator = (): boolean => (session.get()?.roles ?? '').split(',').includes('administrators');
