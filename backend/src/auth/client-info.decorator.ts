import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ClientInfo } from './session.service.js';

/** Where a request comes from: address, browser, and the Application header of the spec's clients. */
export const Client = createParamDecorator((_: unknown, ctx: ExecutionContext): ClientInfo => {
  const req = ctx.switchToHttp().getRequest<{ ip?: string; headers: Record<string, string | undefined> }>();
  return { ip: req.ip, userAgent: req.headers['user-agent'], applicationIdentity: req.headers.application };
});
