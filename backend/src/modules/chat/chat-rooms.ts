/** Roles whose members may use the Admin* invocations, join the agents' room and pick chats up. */
export const SUPPORT_ROLES = ['administrators', 'support'];

/** The socket.io room every connected agent is in, and the room of one chat's participants. */
export const STAFF_ROOM = 'support-staff';
export const chatRoom = (chatId: number): string => `chat:${chatId}`;
