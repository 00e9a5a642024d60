export const OPENAPI = Symbol('OPENAPI');
