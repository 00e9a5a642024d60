/** The part of the application's configuration the live socket reads (REDIS_URL, SARAY_CHAT_REDIS_KEY, SARAY_CORS_ORIGINS). */
export const LIVE_CONFIG = Symbol('LIVE_CONFIG');
