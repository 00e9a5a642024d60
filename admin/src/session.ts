import { browserSession } from '@saray/contracts/session';

/** The signed-in session, kept in localStorage so a reload stays signed in (shared with the storefront). */
export const session = browserSession();
