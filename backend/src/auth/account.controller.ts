import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { languageOf } from '../common/request-language.js';
import { AccountService } from './account.service.js';
import type { Actor } from './actor.js';
import { Allow } from './allow.decorator.js';
import type { AuthRecord } from '@saray/contracts/session';
import { AuthThrottlerGuard } from './auth-throttler.guard.js';
import { Client } from './client-info.decorator.js';
import { CurrentActor } from './current-actor.decorator.js';
import type { ClientInfo } from './session.service.js';

type Body = Record<string, unknown> | undefined;
type Req = { headers: Record<string, string | string[] | undefined>; url?: string };

/** Registration, passwords and one-time codes (spec 1 §2.1 Auth, §5). */
@Controller('api/Authentication')
export class AccountController {
  constructor(@Inject(AccountService) private readonly accounts: AccountService) {}

  @Post('register')
  @Allow('guests')
  @UseGuards(AuthThrottlerGuard)
  register(@Body() body: Body, @Client() client: ClientInfo, @Req() req: Req): Promise<AuthRecord> {
    return this.accounts.register(body, client, languageOf(req));
  }

  @Post('ChangePassword')
  @HttpCode(200)
  @Allow('authenticated')
  changePassword(@Body() body: Body, @CurrentActor() actor: Actor): Promise<{ result: boolean }> {
    return this.accounts.changePassword(actor, body);
  }

  @Post('ForgotPassword')
  @HttpCode(200)
  @Allow('guests')
  @UseGuards(AuthThrottlerGuard)
  forgotPassword(@Body() body: Body, @Req() req: Req): Promise<{ result: boolean }> {
    return this.accounts.forgotPassword(body?.login ?? body?.username ?? body?.email ?? body?.mobile, languageOf(req));
  }

  @Post('SetPassword')
  @HttpCode(200)
  @Allow('guests')
  @UseGuards(AuthThrottlerGuard)
  setPassword(@Body() body: Body, @Client() client: ClientInfo): Promise<{ result: boolean }> {
    return this.accounts.setPassword(body, client);
  }

  @Post('sendCode')
  @HttpCode(200)
  @Allow('guests')
  @UseGuards(AuthThrottlerGuard)
  sendCode(@Body() body: Body, @Req() req: Req): Promise<{ result: boolean }> {
    return this.accounts.sendSignInCode(body?.login ?? body?.username ?? body?.email ?? body?.mobile, languageOf(req));
  }
}
