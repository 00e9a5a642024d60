import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ANONYMOUS, type Actor } from './actor.js';

export interface WithActor {
  actor?: Actor;
}

/** The caller the auth guard resolved for this request. */
export const CurrentActor = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Actor => ctx.switchToHttp().getRequest<WithActor>().actor ?? ANONYMOUS,
);
