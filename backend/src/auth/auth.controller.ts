import { Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { loginBodySchema } from '@shop/contracts/accounts/account-bodies';
import { type CheckAuthResponse, checkAuthResponseSchema } from '@shop/contracts/accounts/check-auth-response';
import { type MessageResponse, messageResponseSchema } from '@shop/contracts/message-response';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainEventBus } from '../common/events/domain-event-bus.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { NotCrossSiteGuard } from './not-cross-site.guard.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { sessionOf } from '../common/auth/session-user.js';
import { SessionsService } from './sessions.service.js';

@Controller('users')
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly events: DomainEventBus,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  @Contract({
    summary: 'Logs in: sets the session cookie',
    access: 'public',
    errors: [400, 401, 429],
    body: loginBodySchema,
    answer: messageResponseSchema,
  })
  async login(@Req() request: Request, @CurrentUser() user: AuthenticatedUser): Promise<MessageResponse> {
    await this.sessions.startFor(request, user);
    return { success: true, message: 'Logged in successfully.' };
  }

  /** A GET, as the spec has it, so the CSRF middleware leaves it alone: another site must not log a shopper out. */
  @Get('logout')
  @UseGuards(NotCrossSiteGuard)
  @Contract({ summary: 'Logs out: ends the session', access: 'public', errors: [], answer: messageResponseSchema })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    // The device stops hearing about an account it is no longer logged in to.
    if (sessionOf(request)?.userId) await this.events.publish('session.ending', { sessionId: request.sessionID });
    await this.sessions.end(request, response);
    return { success: true, message: 'Logged out successfully.' };
  }

  @Get('checkAuth')
  @UseGuards(SessionGuard)
  @Contract({
    summary: 'Answers 200 when logged in, saying whether the account is an admin',
    access: 'logged in',
    errors: [],
    answer: checkAuthResponseSchema,
  })
  checkAuth(@CurrentUser() user: AuthenticatedUser): CheckAuthResponse {
    return { success: true, message: 'You are logged in.', admin: user.role === 'admin' };
  }

  @Get('checkAdmin')
  @UseGuards(AdminGuard)
  @Contract({ summary: 'Answers 200 for an admin', access: 'admin', errors: [], answer: messageResponseSchema })
  checkAdmin(): MessageResponse {
    return { success: true, message: 'You are an admin.' };
  }
}
