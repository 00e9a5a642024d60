/** The part of the application's configuration the chat hub reads (REDIS_URL, SARAY_CHAT_REDIS_KEY, SARAY_CORS_ORIGINS). */
export const CHAT_CONFIG = Symbol('CHAT_CONFIG');
