import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import type { Actor } from './actor.js';
import { Allow } from './allow.decorator.js';
import { AuthService, type AuthRecord } from './auth.service.js';
import { CurrentActor } from './current-actor.decorator.js';

@Controller('api/Authentication')
export class AuthenticationController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Post('signin')
  @HttpCode(200)
  @Allow('guests')
  signIn(
    @Body() body: { username?: unknown; password?: unknown; applicationIdentity?: string } | undefined,
  ): Promise<AuthRecord> {
    return this.auth.signIn(body?.username, body?.password, body?.applicationIdentity);
  }

  @Get('CheckAuthenticated')
  @Allow('authenticated')
  check(@CurrentActor() actor: Actor): { authenticated: boolean; username: string | null; roles: string } {
    return { authenticated: true, username: actor.username, roles: actor.roles.join(',') };
  }
}
