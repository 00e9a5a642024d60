/** Who is calling: a signed-in customer, an anonymous visitor, or the system itself (seed, scheduled jobs). */
export interface Actor {
  id: number | null;
  username: string | null;
  /** Role system names, lower case. Every caller holds guests; a signed-in one also holds authenticated. */
  roles: string[];
  /** The device session of a signed-in caller. */
  sessionId?: string;
  /** The client's address, for the audit trail. */
  ip?: string;
  system?: boolean;
}

export const ANONYMOUS: Actor = Object.freeze({ id: null, username: null, roles: ['guests'] }) as Actor;

/** The actor of work the platform does itself. It passes access checks openly, never by skipping them. */
export const SYSTEM_ACTOR: Actor = Object.freeze({
  id: null,
  username: 'system',
  roles: ['administrators', 'guests'],
  system: true,
}) as Actor;

export const isAnonymous = (actor: Actor): boolean => actor.id === null && !actor.system;

export const signedInActor = (id: number, username: string, roles: string[], sessionId: string): Actor => ({
  id,
  username,
  roles: [...new Set([...roles.map((r) => r.toLowerCase()), 'authenticated', 'guests'])],
  sessionId,
});

/**
 * The platform doing, through the pipeline, work it has already authorised for a person (their ticket, their
 * checkout's order, payment and shipment): access passes as for the system actor, while createdBy, updatedBy and the
 * history still name the person.
 */
export const onBehalfOf = (actor: Actor): Actor =>
  actor.system
    ? actor
    : (Object.freeze({ ...SYSTEM_ACTOR, id: actor.id, username: actor.username, ip: actor.ip }) as Actor);
