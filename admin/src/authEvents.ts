/** What the auth provider tells the page about: a session that ended (401) or a call refused (403). */
export type AuthEvent = 'unauthorized' | 'forbidden';

export const authEvents = new EventTarget();
export const announce = (event: AuthEvent): void => void authEvents.dispatchEvent(new Event(event));
